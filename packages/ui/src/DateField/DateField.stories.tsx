import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Start date', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: '2026-07-04' } };
export const Invalid: Story = { args: { label: 'Date of birth', errorMessage: 'You must be 21 or older' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2026-07-04' } };
