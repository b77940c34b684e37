import type {
  SavedCard,
  SavedPaymentMethod,
  SetupIntentDetails,
  SetupIntentStatus,
} from '../ports/payment-gateway';

// Stripe's wire shapes for payment methods and setup intents, read the same way for every gateway.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An id given as a string, or as the expanded object's `id`; `null` when neither. */
const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : isRecord(value) && typeof value.id === 'string' ? value.id : null;

/** Reads a Stripe `payment_method` object of type card; `null` when it is something else. */
export function paymentMethodFromStripeObject(value: unknown): SavedPaymentMethod | null {
  if (!isRecord(value) || value.object !== 'payment_method' || typeof value.id !== 'string') return null;
  const card = isRecord(value.card) ? value.card : null;
  if (
    !card ||
    typeof card.brand !== 'string' ||
    typeof card.last4 !== 'string' ||
    typeof card.exp_month !== 'number' ||
    typeof card.exp_year !== 'number'
  )
    return null;
  return {
    paymentMethodId: value.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    customerId: idOf(value.customer),
  };
}

/** The card without its customer. */
export const savedCardOf = ({ customerId: _, ...card }: SavedPaymentMethod): SavedCard => card;

/**
 * The customer, payment method and card a Stripe `payment_intent` object names, each only when it
 * names one: the card when its `payment_method` was expanded.
 */
export function savedCardFieldsOfIntent(value: Record<string, unknown>): {
  customerId?: string;
  paymentMethodId?: string;
  card?: SavedCard;
} {
  const customerId = idOf(value.customer);
  const paymentMethodId = idOf(value.payment_method);
  const method = paymentMethodFromStripeObject(value.payment_method);
  return {
    ...(customerId === null ? {} : { customerId }),
    ...(paymentMethodId === null ? {} : { paymentMethodId }),
    ...(method === null ? {} : { card: savedCardOf(method) }),
  };
}

const SETUP_STATUSES: ReadonlySet<string> = new Set<SetupIntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'canceled',
  'succeeded',
]);

/** Reads a Stripe `setup_intent` object (its `payment_method` expanded for the card); `null` otherwise. */
export function setupIntentFromStripeObject(value: unknown): SetupIntentDetails | null {
  if (!isRecord(value) || value.object !== 'setup_intent' || typeof value.id !== 'string') return null;
  const status = typeof value.status === 'string' && SETUP_STATUSES.has(value.status) ? value.status : null;
  if (status === null) return null;
  const method = paymentMethodFromStripeObject(value.payment_method);
  const metadata = isRecord(value.metadata) ? value.metadata : {};
  return {
    id: value.id,
    clientSecret: typeof value.client_secret === 'string' ? value.client_secret : '',
    status: status as SetupIntentStatus,
    customerId: idOf(value.customer),
    metadata: Object.fromEntries(
      Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    card: status === 'succeeded' && method ? savedCardOf(method) : null,
  };
}
