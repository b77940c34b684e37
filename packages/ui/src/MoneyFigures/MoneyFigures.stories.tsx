import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MoneyFigures } from './MoneyFigures';

const meta = {
  title: 'Data display/MoneyFigures',
  component: MoneyFigures,
  args: {
    figures: [
      { label: 'Gross', value: '$16,410.00', hint: 'Card payments received' },
      { label: 'Platform fees', value: '$705.00', hint: 'Kept by the platform' },
      { label: 'Refunds', value: '$8,205.00', hint: 'Given back to members' },
      { label: 'Net', value: '$7,500.00', hint: 'What the campground keeps', isTotal: true },
    ],
    label: 'Earnings',
  },
} satisfies Meta<typeof MoneyFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getByText('Net')).toBeInTheDocument();
    await expect(list.getByText('$7,500.00')).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { isLoading: true } };
export const Zero: Story = {
  args: {
    figures: [
      { label: 'Gross', value: '$0.00' },
      { label: 'Net', value: '$0.00', isTotal: true },
    ],
  },
};
