import { PAYMENT_NOT_SUCCEEDED, STRIPE_NOT_READY } from '@camppass/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StripeCardForm } from './StripeCardForm';

const stripe = { confirmCardPayment: vi.fn() };
const card = { id: 'card-element' };
let ready = true;

// Stripe.js is not loaded in tests: the hooks hand over a stand-in Stripe object and card element.
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => null) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => (ready ? stripe : null),
  useElements: () => ({ getElement: () => card }),
}));

const request = {
  clientSecret: 'pi_9_secret_z',
  amountLabel: '$65.12',
  billingName: 'Ana Lopez',
  billingEmail: 'ana@example.com',
};

const renderForm = (beforePay = () => true) => {
  const onPaid = vi.fn();
  const onError = vi.fn();
  render(
    <StripeCardForm
      publishableKey="pk_test_1"
      request={request}
      beforePay={beforePay}
      onPaid={onPaid}
      onError={onError}
      isDisabled={false}
    />,
  );
  return { onPaid, onError, user: userEvent.setup() };
};

describe('the Stripe card form', () => {
  beforeEach(() => {
    ready = true;
    stripe.confirmCardPayment.mockReset();
  });

  it('confirms the intent with the card and the billing name and e-mail, then reports the payment id', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'succeeded' } });
    const { onPaid, onError, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $65.12' }));
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_9_secret_z', {
      payment_method: { card, billing_details: { name: 'Ana Lopez', email: 'ana@example.com' } },
    });
    expect(onPaid).toHaveBeenCalledWith('pi_9');
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows a decline as Payment failed: {message}', async () => {
    stripe.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    const { onPaid, onError, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $65.12' }));
    expect(onError).toHaveBeenCalledWith('Payment failed: Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('refuses a payment whose status is not succeeded', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'processing' } });
    const { onPaid, onError, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $65.12' }));
    expect(onError).toHaveBeenCalledWith(PAYMENT_NOT_SUCCEEDED);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says Stripe is not ready before Stripe.js has loaded', async () => {
    ready = false;
    const { onError, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $65.12' }));
    expect(onError).toHaveBeenCalledWith(STRIPE_NOT_READY);
  });

  it('does not touch the card when billing is incomplete', async () => {
    const { onError, user } = renderForm(() => false);
    await user.click(screen.getByRole('button', { name: 'Pay $65.12' }));
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
