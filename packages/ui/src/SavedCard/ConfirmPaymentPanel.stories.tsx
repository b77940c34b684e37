import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ConfirmPaymentPanel } from './ConfirmPaymentPanel';
import { EMPTY_TEST_CARD, TestCardFields } from './TestCardFields';

function Fields() {
  const [card, setCard] = useState(EMPTY_TEST_CARD);
  return <TestCardFields value={card} onChange={setCard} />;
}

const meta = {
  title: 'Forms/ConfirmPaymentPanel',
  component: ConfirmPaymentPanel,
  args: {
    amountLabel: '$71.50',
    description: 'Annual membership at Pine Valley RV Resort, renewed until June 30, 2028',
    card: { brand: 'visa', last4: '3184', expMonth: 12, expYear: 2030 },
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmPaymentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With Stripe: Confirm opens the bank's own window. */
export const WithStripe: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm payment of $71.50' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
/** With the simulated gateway: the test card is typed again. */
export const Simulated: Story = { args: { children: <Fields /> } };
export const Loading: Story = { args: { isLoading: true } };
export const LoadFailed: Story = {
  args: { loadError: 'This payment could not be found.', onRetry: fn() },
};
export const Confirming: Story = { args: { isConfirming: true } };
export const Failed: Story = {
  args: { failure: 'Payment not confirmed: Your card was declined.', failureKey: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment not confirmed');
  },
};
export const Confirmed: Story = {
  args: { isConfirmed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment confirmed. Thank you!');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const Phone: Story = {
  args: { children: <Fields /> },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
