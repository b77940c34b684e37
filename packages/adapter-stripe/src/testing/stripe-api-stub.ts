import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripeConnectRoutes } from './stripe-connect-stub';
import {
  addPaymentMethod,
  expands,
  type StripeSavedCardState,
  stripeSavedCardRoutes,
  withPaymentMethod,
} from './stripe-saved-cards-stub';
import { metadataOf, type StripeObject, type StubAnswer, type StubRequest, stripeError } from './stub-http';

interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The form body as Stripe's API receives it: `metadata[checkoutId]` etc. */
  readonly form: Readonly<Record<string, string>>;
}

export type { StripeObject } from './stub-http';

const ID_PATH = /^\/v1\/payment_intents\/([^/?]+)$/;
const CANCEL_PATH = /^\/v1\/payment_intents\/([^/?]+)\/cancel$/;
const CANCELLABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

/**
 * A stand-in for the part of Stripe's API the gateway uses (payment intents, destination charges,
 * refunds, Connect Express accounts and their links, balance and payouts), with Stripe's
 * authentication, idempotency, form bodies and error shapes, recording every request it receives.
 */
export async function startStripeApiStub(secretKey: string) {
  const requests: RecordedRequest[] = [];
  const state: StripeSavedCardState = {
    intents: new Map(),
    charges: new Map(),
    refunds: [],
    accounts: new Map(),
    payouts: [],
    customers: new Map(),
    paymentMethods: new Map(),
    setupIntents: new Map(),
  };
  const idempotency = new Map<string, { body: string; answer: StubAnswer }>();
  const connect = stripeConnectRoutes(state);
  /** Marks the intent paid with a charge, as confirming it with a working card does. */
  const payIntent = (intent: StripeObject): void => {
    const chargeId = `ch_3Stub${String(state.charges.size + 1).padStart(18, '0')}`;
    intent.status = 'succeeded';
    intent.latest_charge = chargeId;
    intent.last_payment_error = null;
    state.charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      status: 'succeeded',
      payment_intent: intent.id,
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      refunded: false,
      transfer_data: intent.transfer_data,
      application_fee_amount: intent.application_fee_amount,
    });
  };
  const savedCards = stripeSavedCardRoutes(state, (id) =>
    payIntent(find(state.intents.values(), id, 'intent')),
  );

  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const path = request.url ?? '';
    const method = request.method ?? '';
    requests.push({
      method,
      path,
      headers: request.headers,
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    const send = ({ status, payload, headers = {} }: StubAnswer) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(stripeError(401, 'invalid_request_error', 'Invalid API Key provided'));
    }
    const header = request.headers['stripe-account'];
    const stubRequest: StubRequest = {
      method,
      path,
      form: new URLSearchParams(body),
      stripeAccount: typeof header === 'string' ? header : undefined,
      idempotent: (scope, create) => {
        const given = request.headers['idempotency-key'];
        const key = typeof given === 'string' ? `${scope}:${given}` : undefined;
        const earlier = key === undefined ? undefined : idempotency.get(key);
        if (earlier && earlier.body !== body) {
          return stripeError(
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        if (earlier) return { ...earlier.answer, headers: { 'idempotent-replayed': 'true' } };
        const created = create();
        const answer: StubAnswer =
          'payload' in created ? (created as StubAnswer) : { status: 200, payload: created };
        // Kept only when the request was carried out (a declined card too), so a refused one may be
        // tried again.
        if (key !== undefined && (answer.status === 200 || answer.status === 402))
          idempotency.set(key, { body, answer });
        return answer;
      },
    };
    const answered = connect(stubRequest) ?? savedCards(stubRequest) ?? intentRoutes(stubRequest);
    return send(
      answered ?? stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`),
    );
  });

  const intentRoutes = ({ method, path, form, idempotent }: StubRequest): StubAnswer | undefined => {
    if (method === 'POST' && path === '/v1/payment_intents') {
      return idempotent('intent', () => {
        const amount = Number(form.get('amount'));
        const destination = form.get('transfer_data[destination]');
        const fee = form.get('application_fee_amount');
        if (destination !== null && !state.accounts.has(destination)) {
          return stripeError(
            400,
            'invalid_request_error',
            `No such destination: '${destination}'`,
            'resource_missing',
          );
        }
        const capabilities = destination === null ? null : state.accounts.get(destination)?.capabilities;
        if (
          destination !== null &&
          (capabilities as { transfers?: string } | undefined)?.transfers !== 'active'
        ) {
          const message =
            'Your destination account needs to have at least one of the following capabilities enabled: transfers, legacy_payments';
          return stripeError(400, 'invalid_request_error', message, 'insufficient_capabilities_for_transfer');
        }
        if (fee !== null && Number(fee) > amount) {
          const message = 'The application fee cannot be greater than the amount of the charge.';
          return stripeError(400, 'invalid_request_error', message, 'parameter_invalid_integer');
        }
        const n = state.intents.size + 1;
        const id = `pi_3Stub${String(n).padStart(18, '0')}`;
        const intent: StripeObject = {
          id,
          object: 'payment_intent',
          amount,
          currency: form.get('currency'),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_stub${n}`,
          description: form.get('description'),
          metadata: metadataOf(form),
          customer: form.get('customer'),
          setup_future_usage: form.get('setup_future_usage'),
          payment_method: null,
          transfer_data: destination === null ? null : { destination },
          on_behalf_of: form.get('on_behalf_of'),
          application_fee_amount: fee === null ? null : Number(fee),
          latest_charge: null,
          livemode: false,
        };
        state.intents.set(id, intent);
        return intent;
      });
    }
    const cancelId = method === 'POST' ? CANCEL_PATH.exec(path)?.[1] : undefined;
    if (cancelId !== undefined) return cancelIntent(decodeURIComponent(cancelId));
    const [bare = '', query = ''] = path.split('?');
    const id = method === 'GET' ? ID_PATH.exec(bare)?.[1] : undefined;
    if (id === undefined) return undefined;
    const intent = state.intents.get(decodeURIComponent(id));
    return intent
      ? { status: 200, payload: expands(query, 'payment_method') ? withPaymentMethod(intent, state) : intent }
      : stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');
  };

  /** As Stripe: only an intent not paid nor cancelled may be cancelled; any other is refused. */
  const cancelIntent = (id: string): StubAnswer => {
    const intent = state.intents.get(id);
    if (!intent) {
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');
    }
    if (!CANCELLABLE.includes(String(intent.status))) {
      const message = `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELLABLE.join(', ')}.`;
      return stripeError(400, 'invalid_request_error', message, 'payment_intent_unexpected_state');
    }
    intent.status = 'canceled';
    intent.cancellation_reason = 'abandoned';
    return { status: 200, payload: intent };
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const find = <T extends StripeObject>(objects: Iterable<T>, id: string, kind: string): T => {
    for (const object of objects) if (object.id === id) return object;
    throw new Error(`The stub holds no ${kind} ${id}`);
  };
  let payoutClock = 1_790_000_000;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    /** Stripe's copy of an intent, as a webhook would carry it. */
    intent: (id: string): StripeObject => find(state.intents.values(), id, 'intent'),
    /** Every intent created, in order. */
    intents: () => [...state.intents.values()],
    /** Every refund made, in order. */
    refunds: state.refunds,
    /** Marks the intent paid with a charge, as confirming it with a working card does. */
    pay(id: string): void {
      payIntent(find(state.intents.values(), id, 'intent'));
    },
    /**
     * Pays the intent with a test card ending `last4` (4242, 3184, 0341), which stays attached to the
     * intent's customer when it asked for `setup_future_usage`.
     */
    payWithCard(id: string, last4: string): void {
      const intent = find(state.intents.values(), id, 'intent');
      const saves = intent.setup_future_usage === 'off_session';
      intent.payment_method = addPaymentMethod(state, last4, saves ? intent.customer : null).id;
      payIntent(intent);
    },
    /** The member confirms on-session an off-session charge that wanted authentication, and passes it. */
    authenticate(id: string): void {
      const intent = find(state.intents.values(), id, 'intent');
      const error = intent.last_payment_error as { code?: string; payment_method?: { id: string } } | null;
      if (intent.status !== 'requires_payment_method' || error?.code !== 'authentication_required')
        throw new Error(`The intent ${id} awaits no authentication`);
      intent.payment_method = error.payment_method?.id ?? null;
      payIntent(intent);
    },
    /** Confirms the setup intent with a test card ending `last4`, attaching it to its customer. */
    confirmSetup(id: string, last4: string): void {
      const setup = find(state.setupIntents.values(), id, 'setup intent');
      setup.payment_method = addPaymentMethod(state, last4, setup.customer).id;
      setup.status = 'succeeded';
    },
    /** Stripe's copy of the intent's charge, as a `charge.*` webhook carries it (no `refunds` list). */
    charge: (intentId: string): StripeObject =>
      find(
        state.charges.values(),
        String(find(state.intents.values(), intentId, 'intent').latest_charge),
        'charge',
      ),
    account: (id: string): StripeObject => find(state.accounts.values(), id, 'account'),
    payout: (id: string): StripeObject =>
      find(
        state.payouts.map((each) => each.payout),
        id,
        'payout',
      ),
    /** The account as it is once its owner finished the hosted onboarding. */
    completeOnboarding(accountId: string): void {
      Object.assign(find(state.accounts.values(), accountId, 'account'), {
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
        capabilities: { card_payments: 'active', transfers: 'active' },
      });
    },
    /** A payout of the account to its bank, a day after the previous one. */
    addPayout(accountId: string, status: 'paid' | 'failed'): StripeObject {
      find(state.accounts.values(), accountId, 'account');
      payoutClock += 86_400;
      const payout: StripeObject = {
        id: `po_1Stub${String(state.payouts.length + 1).padStart(18, '0')}`,
        object: 'payout',
        amount: 5_000 + state.payouts.length,
        currency: 'usd',
        status,
        created: payoutClock,
        arrival_date: payoutClock + 2 * 86_400,
        failure_code: status === 'failed' ? 'account_closed' : null,
        failure_message: status === 'failed' ? 'The bank account has been closed.' : null,
        livemode: false,
      };
      state.payouts.push({ accountId, payout });
      return payout;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
