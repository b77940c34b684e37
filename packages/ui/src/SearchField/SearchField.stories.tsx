import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Search', placeholder: 'Search by name, city, or state...', onSubmit: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'Pine{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Pine');
  },
};
export const Filled: Story = { args: { defaultValue: 'Pine Lake' } };
export const Disabled: Story = { args: { isDisabled: true } };
