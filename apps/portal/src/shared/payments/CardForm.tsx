import { lazy, Suspense } from 'react';
import type { CardFormProps, SimulatedCardClient } from './card-payment';
import { SimulatedCardForm } from './SimulatedCardForm';
import './payments.css';

// Stripe's modules (and Stripe.js itself) load only when the card step opens on a Stripe gateway.
const StripeCardForm = lazy(() =>
  import('./StripeCardForm').then((module) => ({ default: module.StripeCardForm })),
);

/** Stripe Elements when the server names a publishable key, else the simulated gateway's card form. */
export function CardForm({
  publishableKey,
  api,
  ...props
}: CardFormProps & { publishableKey: string | null | undefined; api: SimulatedCardClient }) {
  return publishableKey ? (
    <Suspense fallback={null}>
      <StripeCardForm publishableKey={publishableKey} {...props} />
    </Suspense>
  ) : (
    <SimulatedCardForm api={api} {...props} />
  );
}
