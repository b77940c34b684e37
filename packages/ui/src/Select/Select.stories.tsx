import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Select, SelectItem } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Status',
    placeholder: 'Choose a status',
    children: [
      <SelectItem key="all" id="all">
        All
      </SelectItem>,
      <SelectItem key="active" id="active">
        Active
      </SelectItem>,
      <SelectItem key="expired" id="expired">
        Expired
      </SelectItem>,
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Active');
  },
};
export const Selected: Story = { args: { defaultValue: 'expired' } };
export const Invalid: Story = { args: { label: 'Campground', errorMessage: 'Please select a campground' } };
export const Disabled: Story = { args: { isDisabled: true } };
