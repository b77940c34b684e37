import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { EMPTY_TEST_CARD, TestCardFields } from './TestCardFields';
import { UpdateCardPanel } from './UpdateCardPanel';

const VISA = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

function Fields() {
  const [card, setCard] = useState(EMPTY_TEST_CARD);
  return <TestCardFields value={card} onChange={setCard} />;
}

const meta = {
  title: 'Forms/UpdateCardPanel',
  component: UpdateCardPanel,
  args: { currentCard: VISA, onSave: fn(), onClose: fn(), children: <Fields /> },
} satisfies Meta<typeof UpdateCardPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Visa ending in 4242, expires 12/2030')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Card Number/), '4000 0027 6000 3184');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};
export const NoCardYet: Story = { args: { currentCard: null } };
export const Loading: Story = { args: { isLoading: true } };
export const LoadFailed: Story = {
  args: { loadError: 'Your card could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Saving: Story = { args: { isSaving: true } };
export const Declined: Story = {
  args: { failure: 'Card not saved: Your card was declined.', failureKey: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Card not saved: Your card was declined.');
  },
};
export const Saved: Story = {
  args: { savedCard: { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Card saved: Mastercard ending in 4444, expires 03/2031.',
    );
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
