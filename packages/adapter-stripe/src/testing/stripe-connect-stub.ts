import { metadataOf, type StripeObject, type StubAnswer, type StubRequest, stripeError } from './stub-http';

/** What the stub holds, shared by its routes. */
export interface StripeConnectState {
  readonly intents: Map<string, StripeObject>;
  readonly charges: Map<string, StripeObject>;
  readonly refunds: StripeObject[];
  readonly accounts: Map<string, StripeObject>;
  /** Payouts of connected accounts, oldest first. */
  readonly payouts: { readonly accountId: string; readonly payout: StripeObject }[];
}

const ACCOUNT_PATH = /^\/v1\/accounts\/([^/?]+)$/;
const LOGIN_LINKS_PATH = /^\/v1\/accounts\/([^/?]+)\/login_links$/;
const NOW_SECONDS = () => Math.floor(Date.now() / 1000);

const list = (url: string, data: unknown[]) => ({
  status: 200,
  payload: { object: 'list', data, has_more: false, url },
});

const queryOf = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

const limitOf = (path: string) => {
  const limit = Number(queryOf(path).get('limit') ?? '10');
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : undefined;
};

const noAccess = (accountId: string) =>
  stripeError(
    403,
    'invalid_request_error',
    `The provided key 'sk_test_***' does not have access to account '${accountId}' (or that account does not exist). Application access may have been revoked.`,
    'account_invalid',
  );

/** The stub's refunds, Connect accounts, links, balance and payouts routes. */
export function stripeConnectRoutes(state: StripeConnectState) {
  const refundedOf = (charge: StripeObject) =>
    state.refunds
      .filter((refund) => refund.charge === charge.id && refund.status === 'succeeded')
      .reduce((sum, refund) => sum + Number(refund.amount), 0);

  const refund = ({ form, idempotent }: StubRequest): StubAnswer =>
    idempotent('refund', () => {
      const intentId = form.get('payment_intent') ?? '';
      const intent = state.intents.get(intentId);
      if (!intent) {
        return stripeError(
          400,
          'invalid_request_error',
          `No such payment_intent: '${intentId}'`,
          'resource_missing',
        );
      }
      const charge = state.charges.get(String(intent.latest_charge));
      if (intent.status !== 'succeeded' || !charge) {
        const message = 'This PaymentIntent does not have a successful charge to refund.';
        return stripeError(400, 'invalid_request_error', message, 'payment_intent_unexpected_state');
      }
      const left = Number(charge.amount) - refundedOf(charge);
      if (left === 0) {
        const message = `Charge ${charge.id} has already been refunded.`;
        return stripeError(400, 'invalid_request_error', message, 'charge_already_refunded');
      }
      const amount = form.has('amount') ? Number(form.get('amount')) : left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        const message = `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`;
        return stripeError(400, 'invalid_request_error', message, 'amount_too_large');
      }
      const created: StripeObject = {
        id: `re_3Stub${String(state.refunds.length + 1).padStart(18, '0')}`,
        object: 'refund',
        amount,
        charge: charge.id,
        currency: intent.currency,
        payment_intent: intentId,
        status: 'succeeded',
        metadata: metadataOf(form),
        created: NOW_SECONDS(),
        // Stripe returns these on the refund's transfer reversal and fee refund; kept to check requests.
        reverse_transfer: form.get('reverse_transfer') === 'true',
        refund_application_fee: form.get('refund_application_fee') === 'true',
      };
      state.refunds.push(created);
      charge.amount_refunded = refundedOf(charge);
      charge.refunded = charge.amount_refunded === charge.amount;
      return created;
    });

  const createAccount = ({ form, idempotent }: StubRequest): StubAnswer =>
    idempotent('account', () => {
      if (form.get('type') !== 'express') {
        return stripeError(
          400,
          'invalid_request_error',
          'The stub opens Express accounts only.',
          'parameter_invalid',
        );
      }
      const id = `acct_1Stub${String(state.accounts.size + 1).padStart(11, '0')}`;
      const requested = (name: string) => form.get(`capabilities[${name}][requested]`) === 'true';
      const account: StripeObject = {
        id,
        object: 'account',
        type: 'express',
        country: form.get('country'),
        email: form.get('email'),
        business_profile: { name: form.get('business_profile[name]') },
        capabilities: {
          ...(requested('card_payments') ? { card_payments: 'inactive' } : {}),
          ...(requested('transfers') ? { transfers: 'inactive' } : {}),
        },
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        requirements: {
          currently_due: [
            'business_profile.url',
            'external_account',
            'individual.dob.day',
            'tos_acceptance.date',
          ],
          eventually_due: [],
          past_due: [],
          disabled_reason: 'requirements.past_due',
        },
        metadata: metadataOf(form),
        created: NOW_SECONDS(),
      };
      state.accounts.set(id, account);
      return account;
    });

  const accountLink = ({ form }: StubRequest): StubAnswer => {
    const accountId = form.get('account') ?? '';
    if (!state.accounts.has(accountId)) {
      return stripeError(400, 'invalid_request_error', `No such account: '${accountId}'`, 'resource_missing');
    }
    if (form.get('type') !== 'account_onboarding' || !form.get('return_url') || !form.get('refresh_url')) {
      return stripeError(400, 'invalid_request_error', 'Invalid account link request.', 'parameter_missing');
    }
    const created = NOW_SECONDS();
    return {
      status: 200,
      payload: {
        object: 'account_link',
        created,
        expires_at: created + 300,
        url: `https://connect.stripe.com/setup/e/${accountId}/stub${created}`,
      },
    };
  };

  const balance = (accountId: string): StubAnswer => {
    // Destination charges settle to the account less the platform's fee and refunds; pending in the stub.
    let pending = 0;
    for (const charge of state.charges.values()) {
      const destination = (charge.transfer_data as { destination?: string } | null)?.destination;
      if (destination !== accountId) continue;
      pending += Number(charge.amount) - Number(charge.application_fee_amount ?? 0) - refundedOf(charge);
    }
    const entry = (amount: number) => [
      { amount: Math.max(0, amount), currency: 'usd', source_types: { card: amount } },
    ];
    return {
      status: 200,
      payload: { object: 'balance', available: entry(0), pending: entry(pending), livemode: false },
    };
  };

  return (request: StubRequest): StubAnswer | undefined => {
    const { method, path, stripeAccount } = request;
    if (stripeAccount !== undefined && !state.accounts.has(stripeAccount)) return noAccess(stripeAccount);
    if (method === 'POST' && path === '/v1/refunds') return refund(request);
    if (method === 'GET' && path.startsWith('/v1/refunds?')) {
      const intentId = queryOf(path).get('payment_intent');
      // Newest first, as Stripe lists.
      return list('/v1/refunds', state.refunds.filter((each) => each.payment_intent === intentId).reverse());
    }
    if (method === 'POST' && path === '/v1/accounts') return createAccount(request);
    if (method === 'POST' && path === '/v1/account_links') return accountLink(request);
    const loginFor = method === 'POST' ? LOGIN_LINKS_PATH.exec(path)?.[1] : undefined;
    if (loginFor !== undefined) {
      const accountId = decodeURIComponent(loginFor);
      if (!state.accounts.has(accountId)) {
        return stripeError(
          404,
          'invalid_request_error',
          `No such account: '${accountId}'`,
          'resource_missing',
        );
      }
      return {
        status: 200,
        payload: {
          object: 'login_link',
          created: NOW_SECONDS(),
          url: `https://connect.stripe.com/express/stub/${accountId}`,
        },
      };
    }
    const accountId = method === 'GET' ? ACCOUNT_PATH.exec(path)?.[1] : undefined;
    if (accountId !== undefined) {
      const account = state.accounts.get(decodeURIComponent(accountId));
      return account
        ? { status: 200, payload: account }
        : stripeError(404, 'invalid_request_error', `No such account: '${accountId}'`, 'resource_missing');
    }
    if (method === 'GET' && (path === '/v1/balance' || path.startsWith('/v1/balance?'))) {
      return stripeAccount === undefined ? undefined : balance(stripeAccount);
    }
    if (method === 'GET' && (path === '/v1/payouts' || path.startsWith('/v1/payouts?'))) {
      const limit = limitOf(path);
      if (limit === undefined) {
        return stripeError(
          400,
          'invalid_request_error',
          'Invalid integer: limit',
          'parameter_invalid_integer',
        );
      }
      const payouts = state.payouts
        .filter((each) => each.accountId === stripeAccount)
        .map((each) => each.payout)
        .sort((a, b) => Number(b.created) - Number(a.created));
      return list('/v1/payouts', payouts.slice(0, limit));
    }
    return undefined;
  };
}
