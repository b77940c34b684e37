import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmPaymentPanel } from './ConfirmPaymentPanel';
import { EMPTY_TEST_CARD, type TestCardEntry, TestCardFields, testCardComplete } from './TestCardFields';
import { UpdateCardPanel } from './UpdateCardPanel';

const VISA = { brand: 'visa', last4: '4242', expMonth: 7, expYear: 2030 };

function Entry({ onEntry }: { readonly onEntry: (card: TestCardEntry) => void }) {
  const [card, setCard] = useState(EMPTY_TEST_CARD);
  return (
    <TestCardFields
      value={card}
      onChange={(next) => {
        setCard(next);
        onEntry(next);
      }}
    />
  );
}

describe('UpdateCardPanel', () => {
  it('shows the current card and saves a new one from the keyboard', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onEntry = vi.fn();
    render(
      <UpdateCardPanel currentCard={VISA} onSave={onSave} onClose={vi.fn()}>
        <Entry onEntry={onEntry} />
      </UpdateCardPanel>,
    );
    const panel = screen.getByRole('region', { name: 'Update card' });
    expect(panel).toHaveTextContent('Current card');
    expect(panel).toHaveTextContent('Visa ending in 4242, expires 07/2030');
    expect(within(panel).getByRole('group', { name: 'New card' })).toBeInTheDocument();

    await user.tab();
    expect(screen.getByLabelText(/Card Number/)).toHaveFocus();
    await user.keyboard('4000 0000 0000 0341');
    await user.tab();
    await user.keyboard('12/31');
    await user.tab();
    await user.keyboard('123');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save card' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onSave).toHaveBeenCalledOnce();
    expect(onEntry).toHaveBeenLastCalledWith({ number: '4000 0000 0000 0341', expiry: '12/31', cvc: '123' });
    expect(testCardComplete(onEntry.mock.lastCall?.[0])).toBe(true);
    expect(testCardComplete({ ...EMPTY_TEST_CARD, number: '4242' })).toBe(false);
  });

  it('says when no card is saved, and holds Save while the entry is incomplete', () => {
    render(<UpdateCardPanel currentCard={null} canSave={false} onSave={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Update card' })).toHaveTextContent('No card is saved yet.');
    expect(screen.getByRole('button', { name: 'Save card' })).toBeDisabled();
  });

  it('focuses a failure beside the button, and again for the same failure on the next try', async () => {
    const { rerender } = render(
      <UpdateCardPanel failure="Card not saved: Your card was declined." failureKey={1} onSave={vi.fn()} />,
    );
    const first = screen.getByRole('alert');
    expect(first).toHaveTextContent('Card not saved: Your card was declined.');
    await waitFor(() => expect(first).toHaveFocus());
    rerender(
      <UpdateCardPanel
        isSaving
        failure="Card not saved: Your card was declined."
        failureKey={1}
        onSave={vi.fn()}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <UpdateCardPanel failure="Card not saved: Your card was declined." failureKey={2} onSave={vi.fn()} />,
    );
    const second = screen.getByRole('alert');
    await waitFor(() => expect(second).toHaveFocus());
  });

  it('shows loading, a load failure with Try Again, and the saved card with Close only', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(<UpdateCardPanel isLoading onSave={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Update card' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Save card' })).toBeNull();

    rerender(
      <UpdateCardPanel loadError="Your card could not be loaded." onRetry={onRetry} onSave={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();

    rerender(<UpdateCardPanel savedCard={VISA} onSave={vi.fn()} onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Card saved: Visa ending in 4242, expires 07/2030.');
    expect(screen.queryByRole('button', { name: 'Save card' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('ConfirmPaymentPanel', () => {
  it('says what the bank asks and confirms with the saved card', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmPaymentPanel
        amountLabel="$71.50"
        description="Annual membership renewal"
        card={{ ...VISA, last4: '3184' }}
        onConfirm={onConfirm}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Confirm your payment' });
    expect(panel).toHaveTextContent('Your bank asks you to confirm this payment of $71.50 yourself');
    expect(panel).toHaveTextContent('Paid with');
    expect(panel).toHaveTextContent('Visa ending in 3184, expires 07/2030');
    expect(within(panel).queryByRole('group')).toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm payment of $71.50' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('takes the simulated card fields, and shows the failure, then the confirmation', async () => {
    const { rerender } = render(
      <ConfirmPaymentPanel amountLabel="$10.00" canConfirm={false} onConfirm={vi.fn()}>
        <Entry onEntry={vi.fn()} />
      </ConfirmPaymentPanel>,
    );
    expect(screen.getByRole('group', { name: 'New card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm payment of $10.00' })).toBeDisabled();

    rerender(
      <ConfirmPaymentPanel
        amountLabel="$10.00"
        failure="Payment not confirmed: declined"
        failureKey={1}
        onConfirm={vi.fn()}
      />,
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());

    rerender(<ConfirmPaymentPanel amountLabel="$10.00" isConfirmed onConfirm={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Payment confirmed. Thank you!');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows loading and a load failure instead of the payment', () => {
    const { rerender } = render(<ConfirmPaymentPanel amountLabel="$10.00" isLoading onConfirm={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <ConfirmPaymentPanel
        amountLabel="$10.00"
        loadError="This payment could not be found."
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This payment could not be found.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
