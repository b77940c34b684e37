import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@example.com');
  },
};
export const WithDescription: Story = { args: { description: 'We send the reset link to this address.' } };
export const Invalid: Story = {
  args: { errorMessage: 'Please enter a valid email address', defaultValue: 'ana@' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ana@example.com' } };
