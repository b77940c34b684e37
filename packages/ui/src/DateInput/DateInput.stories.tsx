import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent } from 'storybook/test';
import { DateInput, type DateInputProps } from './DateInput';

/** Keeps the entered date, as a form does. */
function Stateful(props: Omit<DateInputProps, 'value' | 'onChange'> & { initial: string }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <DateInput {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/DateInput',
  component: Stateful,
  args: { label: 'Start Date', initial: '', min: '2026-01-01', max: '2026-12-31' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Start Date');
    fireEvent.change(input, { target: { value: '2026-07-04' } });
    await expect(input).toHaveValue('2026-07-04');
  },
};
export const WithHelp: Story = { args: { description: 'Your membership starts on this day' } };
export const AgeChecked: Story = {
  args: {
    label: 'Date of Birth',
    initial: '1990-05-12',
    min: undefined,
    status: { tone: 'success', text: 'Age verified: 36' },
  },
};
export const Invalid: Story = { args: { isRequired: true, errorMessage: 'Start date is required' } };
export const ReadOnly: Story = { args: { label: 'End Date', initial: '2026-12-31', isReadOnly: true } };
