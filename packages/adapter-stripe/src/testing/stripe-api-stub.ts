import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The form body as Stripe's API receives it: `metadata[checkoutId]` etc. */
  readonly form: Readonly<Record<string, string>>;
}

type StripeObject = Record<string, unknown> & { id: string; status: string };

const ID_PATH = /^\/v1\/payment_intents\/([^/?]+)$/;

/**
 * A stand-in for the part of Stripe's API the gateway uses (create and retrieve payment intents), with
 * Stripe's authentication, idempotency and error shapes, recording every request it receives.
 */
export async function startStripeApiStub(secretKey: string) {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StripeObject>();
  const idempotency = new Map<string, { body: string; answer: StripeObject }>();

  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const path = request.url ?? '';
    requests.push({
      method: request.method ?? '',
      path,
      headers: request.headers,
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    const error = (status: number, type: string, message: string, code?: string) =>
      answer(status, { error: { type, message, ...(code ? { code } : {}) } });

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? idempotency.get(key) : undefined;
      if (earlier && earlier.body !== body) {
        return error(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      if (earlier) return answer(200, earlier.answer, { 'idempotent-replayed': 'true' });
      const form = new URLSearchParams(body);
      const id = `pi_3Stub${String(intents.size + 1).padStart(18, '0')}`;
      const metadata = Object.fromEntries(
        [...form]
          .filter(([name]) => name.startsWith('metadata['))
          .map(([name, value]) => [name.slice(9, -1), value]),
      );
      const intent: StripeObject = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_stub${intents.size + 1}`,
        description: form.get('description'),
        metadata,
        livemode: false,
      };
      intents.set(id, intent);
      if (typeof key === 'string') idempotency.set(key, { body, answer: intent });
      return answer(200, intent);
    }
    const id = request.method === 'GET' ? ID_PATH.exec(path)?.[1] : undefined;
    if (id !== undefined) {
      const intent = intents.get(decodeURIComponent(id));
      return intent
        ? answer(200, intent)
        : error(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path})`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    /** Stripe's copy of an intent, as a webhook would carry it. */
    intent(id: string): StripeObject {
      const intent = intents.get(id);
      if (!intent) throw new Error(`The stub holds no intent ${id}`);
      return intent;
    },
    /** Marks the intent paid, as confirming it with a working card does. */
    pay(id: string): void {
      this.intent(id).status = 'succeeded';
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
