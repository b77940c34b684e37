import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { label: 'Check-in', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = {
  args: { defaultValue: '2026-07-01' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};
export const Invalid: Story = {
  args: { label: 'Check-out', errorMessage: 'Check-out must be after check-in' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2026-07-01' } };
