import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import {
  createSecureServer,
  type IncomingHttpHeaders as Http2Headers,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import forge from 'node-forge';

/** A self-signed certificate for 127.0.0.1 and its key (PEM), for a local HTTPS stand-in. */
const localCertificate = () => {
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKey);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60 * 60 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const subject = [{ name: 'commonName', value: 'Push service stand-in' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }]);
  cert.sign(forge.pki.privateKeyFromPem(keys.privateKey), forge.md.sha256.create());
  return { key: keys.privateKey, cert: forge.pki.certificateToPem(cert) };
};

interface ReceivedPush {
  readonly path: string;
  readonly headers: Http2Headers;
  readonly body: string;
  /** The SHA-256 fingerprint of the certificate the sender presented. */
  readonly senderCertificate: string;
  /** Which connection brought it: 1 for the first. */
  readonly connection: number;
}

/** An answer to a push token: a status and APNs' reason (after a while), or none at all. */
type ApnsAnswer = { readonly status: number; readonly reason?: string; readonly afterMs?: number } | 'silent';

/**
 * APNs as a local HTTP/2 server: it asks for the sender's certificate and accepts only one
 * `trustedSender` signed, keeps each push, and answers 200 unless told otherwise per token.
 */
export const startApnsStandIn = async (trustedSender: string) => {
  const { key, cert } = localCertificate();
  const pushes: ReceivedPush[] = [];
  const answers = new Map<string, ApnsAnswer>();
  const connections: ServerHttp2Session[] = [];
  const seen = { sockets: 0, inFlight: 0, mostInFlight: 0 };
  const server = createSecureServer({ key, cert, requestCert: true, ca: [trustedSender] }, (req, res) => {
    seen.inFlight += 1;
    seen.mostInFlight = Math.max(seen.mostInFlight, seen.inFlight);
    res.on('close', () => {
      seen.inFlight -= 1;
    });
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      pushes.push({
        path: req.url,
        headers: req.headers,
        body,
        senderCertificate: (req.socket as TLSSocket).getPeerCertificate().fingerprint256,
        connection: connections.indexOf(req.stream.session as ServerHttp2Session) + 1,
      });
      const answer = answers.get(decodeURIComponent(req.url.replace('/3/device/', ''))) ?? { status: 200 };
      if (answer === 'silent') return;
      setTimeout(() => {
        res.writeHead(answer.status, { 'apns-id': randomBytes(16).toString('hex') });
        res.end(answer.reason ? JSON.stringify({ reason: answer.reason }) : '');
      }, answer.afterMs ?? 0);
    });
  });
  server.on('session', (session) => connections.push(session));
  server.on('connection', () => {
    seen.sockets += 1;
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The stand-in's certificate, for the sender to trust. */
    ca: cert,
    pushes,
    answers,
    connections,
    /** Connections opened (TLS or not), and the most pushes that were waiting for an answer at once. */
    seen,
    close: () =>
      new Promise<void>((done) => {
        for (const session of connections) session.destroy();
        server.close(() => done());
      }),
  };
};

interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const OBJECTS = '/walletobjects/v1/genericObject/';

/**
 * Google's token endpoint (`/token`, tokens `token-1`, `token-2`, …) and the Wallet API's generic
 * objects as one local HTTP server. It keeps each request and answers 200 unless told otherwise.
 */
export const startGoogleStandIn = async () => {
  const requests: ReceivedRequest[] = [];
  const state = {
    tokenStatus: 200,
    /** The status the PATCH of an object id answers; 200 otherwise. */
    objectStatus: new Map<string, number>(),
    /** Answers nothing at all. */
    silent: false,
    issued: 0,
  };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (state.silent) return;
      if (req.method === 'POST' && path === '/token') {
        if (state.tokenStatus !== 200) return json(res, state.tokenStatus, { error: 'invalid_grant' });
        state.issued += 1;
        return json(res, 200, {
          access_token: `token-${state.issued}`,
          expires_in: 3600,
          token_type: 'Bearer',
        });
      }
      if (req.method === 'PATCH' && path.startsWith(OBJECTS)) {
        const status = state.objectStatus.get(decodeURIComponent(path.slice(OBJECTS.length))) ?? 200;
        return json(res, status, status === 200 ? JSON.parse(body) : { error: { code: status } });
      }
      json(res, 404, { error: { code: 404 } });
    });
  });
  const seen = { sockets: 0 };
  server.on('connection', () => {
    seen.sockets += 1;
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    tokenUrl: `${origin}/token`,
    requests,
    state,
    /** Connections opened. */
    seen,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
};

/** A local port nothing listens on. */
export const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
};
