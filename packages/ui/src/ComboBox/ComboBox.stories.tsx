import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { SelectItem } from '../Select';
import { ComboBox } from './ComboBox';

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: {
    label: 'State',
    placeholder: 'Type to search',
    children: ['Colorado', 'Tennessee', 'Texas'].map((name) => (
      <SelectItem key={name} id={name}>
        {name}
      </SelectItem>
    )),
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'State' }), 'Te');
    await userEvent.click(await screen.findByRole('option', { name: 'Texas' }));
    await expect(canvas.getByRole('combobox')).toHaveValue('Texas');
  },
};
export const Empty: Story = { args: { children: [] } };
export const Invalid: Story = { args: { errorMessage: 'Please choose a state' } };
export const Disabled: Story = { args: { isDisabled: true } };
