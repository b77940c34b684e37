import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PayoutList } from './PayoutList';

const meta = {
  title: 'Data display/PayoutList',
  component: PayoutList,
  args: {
    label: 'Recent payouts',
    emptyText: 'No payouts yet.',
    items: [
      { id: 'po_3', amount: '$420.00', status: 'In transit', tone: 'info', arrival: 'Expected 06/05/2026' },
      { id: 'po_2', amount: '$1,250.00', status: 'Paid', tone: 'success', arrival: 'Arrived 05/29/2026' },
      {
        id: 'po_1',
        amount: '$80.00',
        status: 'Failed',
        tone: 'danger',
        arrival: 'Expected 05/20/2026',
        note: 'The bank account has been closed.',
      },
    ],
  },
} satisfies Meta<typeof PayoutList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recent payouts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
export const Empty: Story = { args: { items: [] } };
