import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from './StatCard';

const meta = {
  title: 'Data display/StatCard',
  component: StatCard,
  args: { label: 'Active Memberships', value: 42 },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { label: 'Expiring Soon', value: 3, description: 'in the next 30 days' },
};
export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = { args: { label: 'Total Campgrounds', value: 0 } };
