import { PAYMENT_NOT_SUCCEEDED, STRIPE_NOT_READY } from '@camppass/domain';
import { render, screen, waitFor } from '@testing-library/react';
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

const renderForm = (beforePay: () => string | null = () => null) => {
  const onPaid = vi.fn();
  render(
    <StripeCardForm
      publishableKey="pk_test_1"
      request={request}
      beforePay={beforePay}
      onPaid={onPaid}
      isDisabled={false}
    />,
  );
  return { onPaid, user: userEvent.setup() };
};

/** The failure shown just after the Pay button, holding the focus (taken once it has rendered). */
const failureByTheButton = async () => {
  const alert = await screen.findByRole('alert');
  expect(alert.parentElement?.previousElementSibling).toBe(screen.getByRole('button', { name: /^Pay / }));
  await waitFor(() => expect(alert).toHaveFocus());
  return alert;
};

describe('the Stripe card form', () => {
  beforeEach(() => {
    ready = true;
    stripe.confirmCardPayment.mockReset();
  });

  it('confirms the intent with the card and the billing name and e-mail, then reports the payment id', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'succeeded' } });
    const { onPaid, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $65.12' }));
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_9_secret_z', {
      payment_method: { card, billing_details: { name: 'Ana Lopez', email: 'ana@example.com' } },
    });
    expect(onPaid).toHaveBeenCalledWith('pi_9');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a decline as Payment failed: {message} beside the Pay button, focused, each time', async () => {
    stripe.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    const { onPaid, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $65.12' }));
    expect(await failureByTheButton()).toHaveTextContent('Payment failed: Your card was declined.');
    await user.click(screen.getByRole('button', { name: 'Pay $65.12' }));
    expect(stripe.confirmCardPayment).toHaveBeenCalledTimes(2);
    expect(await failureByTheButton()).toHaveTextContent('Payment failed: Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('refuses a payment whose status is not succeeded', async () => {
    stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_9', status: 'processing' } });
    const { onPaid, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $65.12' }));
    expect(await failureByTheButton()).toHaveTextContent(PAYMENT_NOT_SUCCEEDED);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says Stripe is not ready before Stripe.js has loaded', async () => {
    ready = false;
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $65.12' }));
    expect(await failureByTheButton()).toHaveTextContent(STRIPE_NOT_READY);
  });

  it('does not touch the card when billing is incomplete, and says why by the Pay button', async () => {
    const { user } = renderForm(() => 'Please enter the cardholder name.');
    await user.click(screen.getByRole('button', { name: 'Pay $65.12' }));
    expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
    expect(await failureByTheButton()).toHaveTextContent('Please enter the cardholder name.');
  });
});
