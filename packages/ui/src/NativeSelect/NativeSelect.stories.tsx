import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

/** Keeps the chosen value, as a form does. */
function Stateful(props: Omit<NativeSelectProps, 'value' | 'onChange'> & { initial: string }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <NativeSelect {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/NativeSelect',
  component: Stateful,
  args: { label: 'Title', options: ['', 'Mr.', 'Ms.', 'Mrs.', 'Dr.'], initial: '' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Title' });
    await userEvent.selectOptions(select, 'Dr.');
    await expect(select).toHaveValue('Dr.');
  },
};
export const Required: Story = {
  args: { label: 'Country', options: ['United States'], initial: 'United States', isRequired: true },
};
export const Invalid: Story = { args: { errorMessage: 'Please choose a title' } };
