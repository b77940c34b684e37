import type { CallError } from '@camppass/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SimulatedCardClient } from './card-payment';
import { ConfirmCardPayment, UpdateCardForm } from './SavedCardForms';

const stripe = { confirmCardSetup: vi.fn(), confirmCardPayment: vi.fn() };
const cardElement = { id: 'card-element' };

// Stripe.js is not loaded in tests: the hooks hand over a stand-in Stripe object and card element.
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => null) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => stripe,
  useElements: () => ({ getElement: () => cardElement }),
}));

const refusal = (status: number, code: string, error: string): CallError => ({
  ok: false,
  code,
  message: error,
  status,
  failure: { kind: 'response', status, code, error },
});

const fakeApi = (answer: unknown) => {
  const call = vi.fn(async () => answer);
  return { api: { call } as unknown as SimulatedCardClient, call };
};

const typeCard = async (user: ReturnType<typeof userEvent.setup>, number: string) => {
  await user.type(screen.getByLabelText(/Card Number/), number);
  await user.type(screen.getByLabelText(/Expiry/), '12/31');
  await user.type(screen.getByLabelText(/CVC/), '123');
};

beforeEach(() => {
  stripe.confirmCardSetup.mockReset();
  stripe.confirmCardPayment.mockReset();
});

describe('Update card on the simulated gateway', () => {
  it('saves the typed test card through simulated-setup-confirm and reports the setup intent', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const { api, call } = fakeApi({
      ok: true,
      value: {
        success: true,
        status: 'succeeded',
        setupIntentId: 'seti_1',
        card: { brand: 'visa', last4: '3184', expMonth: 12, expYear: 2031 },
      },
    });
    render(
      <UpdateCardForm
        publishableKey={null}
        api={api}
        clientSecret="seti_1_secret_x"
        currentCard={{ brand: 'visa', last4: '4242', expMonth: 1, expYear: 2030 }}
        onSaved={onSaved}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save card' })).toBeDisabled();
    await typeCard(user, '4000 0027 6000 3184');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(call).toHaveBeenCalledWith('simulated-setup-confirm', {
      clientSecret: 'seti_1_secret_x',
      card: { number: '4000002760003184', expMonth: 12, expYear: 2031, cvc: '123' },
    });
    expect(onSaved).toHaveBeenCalledWith('seti_1');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Card saved: Visa ending in 3184, expires 12/2031.',
    );
  });

  it('shows the gateway’s refusal beside the button, focused, and saves nothing', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const { api } = fakeApi(refusal(402, 'CARD_DECLINED', 'Your card was declined.'));
    render(
      <UpdateCardForm publishableKey={null} api={api} clientSecret="seti_1_secret_x" onSaved={onSaved} />,
    );
    await typeCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Card not saved: Your card was declined.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('waits for the setup intent, and offers Try Again when it could not be made', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { api } = fakeApi(null);
    const { rerender } = render(<UpdateCardForm publishableKey={null} api={api} onSaved={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Update card' })).toHaveAttribute('aria-busy', 'true');
    rerender(
      <UpdateCardForm
        publishableKey={null}
        api={api}
        loadError="Your card could not be loaded."
        onRetry={onRetry}
        onSaved={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('Confirm a payment on the simulated gateway', () => {
  it('confirms the intent with the typed card through simulated-card-confirm', async () => {
    const user = userEvent.setup();
    const onConfirmed = vi.fn();
    const { api, call } = fakeApi({
      ok: true,
      value: { success: true, status: 'succeeded', paymentIntentId: 'pi_7' },
    });
    render(
      <ConfirmCardPayment
        publishableKey={null}
        api={api}
        clientSecret="pi_7_secret_y"
        paymentMethodId="pm_sim_1"
        amountLabel="$71.50"
        onConfirmed={onConfirmed}
      />,
    );
    await typeCard(user, '4000 0027 6000 3184');
    await user.click(screen.getByRole('button', { name: 'Confirm payment of $71.50' }));

    expect(call).toHaveBeenCalledWith('simulated-card-confirm', {
      clientSecret: 'pi_7_secret_y',
      card: { number: '4000002760003184', expMonth: 12, expYear: 2031, cvc: '123' },
    });
    expect(onConfirmed).toHaveBeenCalledWith('pi_7');
    expect(await screen.findByRole('status')).toHaveTextContent('Payment confirmed. Thank you!');
  });

  it('says when the network failed', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi({
      ok: false,
      code: 'NETWORK_ERROR',
      message: '',
      status: null,
      failure: { kind: 'network' },
    });
    render(
      <ConfirmCardPayment
        publishableKey={null}
        api={api}
        clientSecret="pi_7_secret_y"
        amountLabel="$71.50"
        onConfirmed={vi.fn()}
      />,
    );
    await typeCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Confirm payment of $71.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment not confirmed: Network error. Please check your connection and try again.',
    );
  });
});

describe('with Stripe configured', () => {
  it('saves the card element through confirmCardSetup', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    stripe.confirmCardSetup.mockResolvedValue({
      setupIntent: {
        id: 'seti_9',
        status: 'succeeded',
        payment_method: { card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2032 } },
      },
    });
    const { api, call } = fakeApi(null);
    render(
      <UpdateCardForm
        publishableKey="pk_test_1"
        api={api}
        clientSecret="seti_9_secret_z"
        onSaved={onSaved}
      />,
    );
    expect(await screen.findByTestId('card-element')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_9_secret_z', {
      payment_method: { card: cardElement },
    });
    expect(onSaved).toHaveBeenCalledWith('seti_9');
    expect(await screen.findByRole('status')).toHaveTextContent('Mastercard ending in 4444, expires 03/2032');
    expect(call).not.toHaveBeenCalled();
  });

  it('shows Stripe’s refusal of the card', async () => {
    const user = userEvent.setup();
    stripe.confirmCardSetup.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    const { api } = fakeApi(null);
    const onSaved = vi.fn();
    render(
      <UpdateCardForm
        publishableKey="pk_test_1"
        api={api}
        clientSecret="seti_9_secret_z"
        onSaved={onSaved}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Card not saved: Your card was declined.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('confirms the payment with the saved card through confirmCardPayment (the bank’s window)', async () => {
    const user = userEvent.setup();
    const onConfirmed = vi.fn();
    stripe.confirmCardPayment
      .mockResolvedValueOnce({ error: { type: 'card_error', message: 'Authentication failed.' } })
      .mockResolvedValueOnce({ paymentIntent: { id: 'pi_9', status: 'succeeded' } });
    const { api } = fakeApi(null);
    render(
      <ConfirmCardPayment
        publishableKey="pk_test_1"
        api={api}
        clientSecret="pi_9_secret_z"
        paymentMethodId="pm_1"
        amountLabel="$71.50"
        card={{ brand: 'visa', last4: '3184', expMonth: 12, expYear: 2030 }}
        onConfirmed={onConfirmed}
      />,
    );
    expect(screen.queryByLabelText(/Card Number/)).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Confirm payment of $71.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment not confirmed: Authentication failed.',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm payment of $71.50' }));

    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_9_secret_z', { payment_method: 'pm_1' });
    expect(onConfirmed).toHaveBeenCalledWith('pi_9');
    expect(await screen.findByRole('status')).toHaveTextContent('Payment confirmed. Thank you!');
  });
});
