import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedSesRequest {
  readonly headers: IncomingHttpHeaders;
  /** The query-protocol form body, e.g. `Destination.ToAddresses.member.1`. */
  readonly form: Readonly<Record<string, string>>;
  readonly messageId: string;
}

/**
 * A stand-in for SES's query API that accepts SendEmail, answers with a message id in SES's XML and
 * records each request.
 */
export async function startSesApiStub() {
  const requests: RecordedSesRequest[] = [];
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const form = Object.fromEntries(new URLSearchParams(body));
    if (request.method !== 'POST' || form.Action !== 'SendEmail' || form.Version !== '2010-12-01') {
      response.writeHead(400, { 'content-type': 'text/xml' });
      response.end(
        '<ErrorResponse><Error><Type>Sender</Type><Code>InvalidAction</Code><Message>Unsupported</Message></Error></ErrorResponse>',
      );
      return;
    }
    const messageId = `0100019a-stub-${String(requests.length + 1).padStart(4, '0')}-000000`;
    requests.push({ headers: request.headers, form, messageId });
    response.writeHead(200, { 'content-type': 'text/xml' });
    response.end(
      `<SendEmailResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><SendEmailResult><MessageId>${messageId}</MessageId></SendEmailResult><ResponseMetadata><RequestId>req-${requests.length}</RequestId></ResponseMetadata></SendEmailResponse>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
