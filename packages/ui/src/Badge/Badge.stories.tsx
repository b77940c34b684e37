import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Active', status: 'active' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Pending: Story = { args: { status: 'pending', children: 'Pending' } };
export const Expired: Story = { args: { status: 'expired', children: 'Expired' } };
export const Suspended: Story = { args: { status: 'suspended', children: 'Suspended' } };
export const Info: Story = { args: { status: undefined, tone: 'info', children: 'Super Admin' } };
export const Brand: Story = { args: { status: undefined, tone: 'brand', children: 'Most Popular' } };
export const CustomColor: Story = {
  args: { status: undefined, color: '#FDE68A', children: 'Military Discount' },
};
