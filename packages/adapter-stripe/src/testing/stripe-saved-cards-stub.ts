import type { StripeConnectState } from './stripe-connect-stub';
import { metadataOf, type StripeObject, type StubAnswer, type StubRequest, stripeError } from './stub-http';

/** The stub's customers, saved cards and setup intents, beside its payment intents. */
export interface StripeSavedCardState extends StripeConnectState {
  readonly customers: Map<string, StripeObject>;
  readonly paymentMethods: Map<string, StripeObject>;
  readonly setupIntents: Map<string, StripeObject>;
}

/** The test cards, by their numbers' last four digits: what an off-session charge of each meets. */
const OFF_SESSION_ERRORS: Readonly<Record<string, { code: string; decline_code: string; message: string }>> =
  {
    // 4000 0027 6000 3184: every charge wants authentication.
    '3184': {
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    },
    // 4000 0000 0000 0341: attached fine, every charge declined.
    '0341': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  };

const SETUP_PATH = /^\/v1\/setup_intents\/([^/?]+)$/;
const METHOD_PATH = /^\/v1\/payment_methods\/([^/?]+)$/;

const padded = (n: number) => String(n).padStart(18, '0');

/** Whether the query asks for `field` expanded (`expand[0]=payment_method`). */
export const expands = (query: string, field: string): boolean =>
  [...new URLSearchParams(query)].some(([name, value]) => name.startsWith('expand') && value === field);

/** The object with its `payment_method` id replaced by the payment method, as `expand` asks. */
export const withPaymentMethod = (object: StripeObject, state: StripeSavedCardState): StripeObject => {
  const method = state.paymentMethods.get(String(object.payment_method));
  return method ? { ...object, payment_method: { ...method } } : object;
};

const missing = (kind: string, id: string) =>
  stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing');

/**
 * The stub's customer, payment method and setup intent routes, and off-session charges
 * (`POST /v1/payment_intents` with `confirm` and `off_session`), answered as Stripe answers them:
 * a refused card is a 402 `card_error` carrying the intent.
 */
export function stripeSavedCardRoutes(state: StripeSavedCardState, charge: (intentId: string) => void) {
  const offSessionCharge = ({ form, idempotent }: StubRequest): StubAnswer =>
    idempotent('intent', () => {
      const customer = form.get('customer') ?? '';
      const methodId = form.get('payment_method') ?? '';
      const method = state.paymentMethods.get(methodId);
      if (!method) return missing('PaymentMethod', methodId);
      if (method.customer !== customer) {
        const message = `The provided PaymentMethod ${methodId} does not belong to the Customer ${customer}.`;
        return stripeError(400, 'invalid_request_error', message, 'payment_method_invalid_parameter');
      }
      const destination = form.get('transfer_data[destination]');
      const fee = form.get('application_fee_amount');
      const n = state.intents.size + 1;
      const id = `pi_3Stub${padded(n)}`;
      const intent: StripeObject = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_stub${n}`,
        description: form.get('description'),
        metadata: metadataOf(form),
        customer,
        payment_method: methodId,
        transfer_data: destination === null ? null : { destination },
        on_behalf_of: form.get('on_behalf_of'),
        application_fee_amount: fee === null ? null : Number(fee),
        latest_charge: null,
        last_payment_error: null,
        livemode: false,
      };
      state.intents.set(id, intent);
      const refusal = OFF_SESSION_ERRORS[String((method.card as { last4?: string }).last4)];
      if (!refusal) {
        charge(id);
        return intent;
      }
      const error = { type: 'card_error', ...refusal, payment_method: { ...method } };
      Object.assign(intent, { payment_method: null, last_payment_error: error });
      return { status: 402, payload: { error: { ...error, payment_intent: { ...intent } } } };
    });

  const customer = ({ form, idempotent }: StubRequest): StubAnswer =>
    idempotent('customer', () => {
      const id = `cus_Stub${padded(state.customers.size + 1)}`;
      const created: StripeObject = {
        id,
        object: 'customer',
        email: form.get('email'),
        name: form.get('name'),
        metadata: metadataOf(form),
        livemode: false,
      };
      state.customers.set(id, created);
      return created;
    });

  const setupIntent = ({ form, idempotent }: StubRequest): StubAnswer =>
    idempotent('setup', () => {
      const customerId = form.get('customer') ?? '';
      if (!state.customers.has(customerId)) {
        return stripeError(
          400,
          'invalid_request_error',
          `No such customer: '${customerId}'`,
          'resource_missing',
        );
      }
      const n = state.setupIntents.size + 1;
      const id = `seti_1Stub${padded(n)}`;
      const created: StripeObject = {
        id,
        object: 'setup_intent',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_stub${n}`,
        customer: customerId,
        usage: form.get('usage'),
        metadata: metadataOf(form),
        payment_method: null,
        livemode: false,
      };
      state.setupIntents.set(id, created);
      return created;
    });

  return (request: StubRequest): StubAnswer | undefined => {
    const { method, form } = request;
    const [path = '', query = ''] = request.path.split('?');
    if (method === 'POST' && path === '/v1/payment_intents') {
      return form.get('confirm') === 'true' && form.get('off_session') === 'true'
        ? offSessionCharge(request)
        : undefined;
    }
    if (method === 'POST' && path === '/v1/customers') return customer(request);
    if (method === 'POST' && path === '/v1/setup_intents') return setupIntent(request);
    if (method !== 'GET') return undefined;
    const setupId = SETUP_PATH.exec(path)?.[1];
    if (setupId !== undefined) {
      const setup = state.setupIntents.get(decodeURIComponent(setupId));
      if (!setup) return missing('setup_intent', setupId);
      return {
        status: 200,
        payload: expands(query, 'payment_method') ? withPaymentMethod(setup, state) : setup,
      };
    }
    const methodId = METHOD_PATH.exec(path)?.[1];
    if (methodId === undefined) return undefined;
    const found = state.paymentMethods.get(decodeURIComponent(methodId));
    return found ? { status: 200, payload: found } : missing('payment_method', methodId);
  };
}

/** A card payment method as Stripe makes it from a test card ending `last4`, attached to `customer`. */
export function addPaymentMethod(
  state: StripeSavedCardState,
  last4: string,
  customer: unknown,
): StripeObject {
  const id = `pm_1Stub${padded(state.paymentMethods.size + 1)}`;
  const method: StripeObject = {
    id,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 },
    customer: typeof customer === 'string' ? customer : null,
    livemode: false,
  };
  state.paymentMethods.set(id, method);
  return method;
}
