import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Duration',
    children: [
      <Radio key="1" value="1">
        1 Day
      </Radio>,
      <Radio key="7" value="7">
        1 Week
      </Radio>,
      <Radio key="365" value="365">
        1 Year
      </Radio>,
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '1 Week' }));
    await expect(canvas.getByRole('radio', { name: '1 Week' })).toBeChecked();
  },
};
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: '365' } };
export const Invalid: Story = { args: { errorMessage: 'Please choose a duration' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '1' } };
