import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The form body as Stripe's API receives it: `metadata[checkoutId]` etc. */
  readonly form: Readonly<Record<string, string>>;
}

type StripeObject = Record<string, unknown> & { id: string; status: string };

const metadataOf = (form: URLSearchParams): Record<string, string> =>
  Object.fromEntries(
    [...form]
      .filter(([name]) => name.startsWith('metadata['))
      .map(([name, value]) => [name.slice(9, -1), value]),
  );

const ID_PATH = /^\/v1\/payment_intents\/([^/?]+)$/;

/**
 * A stand-in for the part of Stripe's API the gateway uses (create and retrieve payment intents, refund them), with
 * Stripe's authentication, idempotency and error shapes, recording every request it receives.
 */
export async function startStripeApiStub(secretKey: string) {
  const requests: RecordedRequest[] = [];
  const intents = new Map<string, StripeObject>();
  const idempotency = new Map<string, { body: string; answer: StripeObject }>();
  const refunds: StripeObject[] = [];

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
    /** Stripe's idempotency: the first answer again for the same key and body, an error for another body. */
    const idempotent = (scope: string, create: (form: URLSearchParams) => StripeObject | undefined) => {
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? `${scope}:${header}` : undefined;
      const earlier = key === undefined ? undefined : idempotency.get(key);
      if (earlier && earlier.body !== body) {
        return error(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      if (earlier) return answer(200, earlier.answer, { 'idempotent-replayed': 'true' });
      const created = create(new URLSearchParams(body));
      if (created && key !== undefined) idempotency.set(key, { body, answer: created });
      return created ? answer(200, created) : undefined;
    };
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      return idempotent('intent', (form) => {
        const id = `pi_3Stub${String(intents.size + 1).padStart(18, '0')}`;
        const intent: StripeObject = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_stub${intents.size + 1}`,
          description: form.get('description'),
          metadata: metadataOf(form),
          livemode: false,
        };
        intents.set(id, intent);
        return intent;
      });
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      return idempotent('refund', (form) => {
        const intentId = form.get('payment_intent') ?? '';
        const intent = intents.get(intentId);
        if (!intent) {
          error(400, 'invalid_request_error', `No such payment_intent: '${intentId}'`, 'resource_missing');
          return undefined;
        }
        if (intent.status !== 'succeeded') {
          const message = 'This PaymentIntent does not have a successful charge to refund.';
          error(400, 'invalid_request_error', message, 'payment_intent_unexpected_state');
          return undefined;
        }
        if (refunds.some((refund) => refund.payment_intent === intentId)) {
          const message = `Charge for ${intentId} has already been refunded.`;
          error(400, 'invalid_request_error', message, 'charge_already_refunded');
          return undefined;
        }
        const refund: StripeObject = {
          id: `re_3Stub${String(refunds.length + 1).padStart(18, '0')}`,
          object: 'refund',
          amount: intent.amount,
          currency: intent.currency,
          payment_intent: intentId,
          status: 'succeeded',
          metadata: metadataOf(form),
        };
        refunds.push(refund);
        return refund;
      });
    }
    if (request.method === 'GET' && path.startsWith('/v1/refunds?')) {
      const intentId = new URLSearchParams(path.slice('/v1/refunds?'.length)).get('payment_intent');
      const data = refunds.filter((refund) => refund.payment_intent === intentId);
      return answer(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
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
    /** Every intent created, in order. */
    intents: () => [...intents.values()],
    /** Every refund made, in order. */
    refunds,
    /** Marks the intent paid, as confirming it with a working card does. */
    pay(id: string): void {
      this.intent(id).status = 'succeeded';
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
