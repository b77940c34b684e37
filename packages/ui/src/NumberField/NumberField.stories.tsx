import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Code length', defaultValue: 8, minValue: 3, maxValue: 20 },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Currency: Story = {
  args: {
    label: 'Price',
    defaultValue: 49.99,
    minValue: 0,
    step: 0.01,
    formatOptions: { style: 'currency', currency: 'USD' },
  },
};
export const Invalid: Story = { args: { errorMessage: 'Code length must be between 3 and 20 characters' } };
export const Disabled: Story = { args: { isDisabled: true } };
/** A typed 60 stays 60 for the form to say the rule; the + button stops at 50. */
export const OutOfRangeKept: Story = {
  args: {
    label: 'Military Discount (%)',
    value: 60,
    minValue: 1,
    maxValue: 50,
    keepOutOfRange: true,
    errorMessage: 'Military discount percentage must be between 1 and 50',
  },
};
