import { lazy, Suspense } from 'react';
import { SimulatedConfirmPayment, SimulatedUpdateCard } from './SimulatedSavedCardForms';
import type { ConfirmCardPaymentProps, GatewayChoice, UpdateCardFormProps } from './saved-card-forms';
import './payments.css';

// Stripe's modules (and Stripe.js itself) load only when a form opens on a Stripe gateway.
const StripeUpdateCard = lazy(() =>
  import('./StripeSavedCardForms').then((module) => ({ default: module.StripeUpdateCard })),
);
const StripeConfirmPayment = lazy(() =>
  import('./StripeSavedCardForms').then((module) => ({ default: module.StripeConfirmPayment })),
);

/**
 * "Update card" (a setup intent): Stripe Elements when the server names a publishable key, else the
 * simulated gateway's test card fields, as the payment card forms choose.
 */
export function UpdateCardForm({ publishableKey, api, ...props }: UpdateCardFormProps & GatewayChoice) {
  return publishableKey ? (
    <Suspense fallback={null}>
      <StripeUpdateCard publishableKey={publishableKey} {...props} />
    </Suspense>
  ) : (
    <SimulatedUpdateCard api={api} {...props} />
  );
}

/**
 * Confirms a payment the member's bank wants them present for: Stripe.js with the saved card when
 * the server names a publishable key, else the simulated gateway's test card fields.
 */
export function ConfirmCardPayment({
  publishableKey,
  api,
  ...props
}: ConfirmCardPaymentProps & GatewayChoice) {
  return publishableKey ? (
    <Suspense fallback={null}>
      <StripeConfirmPayment publishableKey={publishableKey} {...props} />
    </Suspense>
  ) : (
    <SimulatedConfirmPayment api={api} {...props} />
  );
}
