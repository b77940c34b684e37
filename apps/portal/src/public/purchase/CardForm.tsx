import type { CardFormProps } from './card-payment';
import { SimulatedCardForm } from './SimulatedCardForm';
import { StripeCardForm } from './StripeCardForm';

/** Stripe Elements when the server names a publishable key, else the simulated gateway's card form. */
export function CardForm({
  publishableKey,
  ...props
}: CardFormProps & { publishableKey: string | null | undefined }) {
  return publishableKey ? (
    <StripeCardForm publishableKey={publishableKey} {...props} />
  ) : (
    <SimulatedCardForm {...props} />
  );
}
