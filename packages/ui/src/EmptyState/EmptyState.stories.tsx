import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No members yet', description: 'Members appear here once they buy a membership.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filtered: Story = {
  args: {
    title: 'No campgrounds found',
    description: 'Try adjusting your search or filter criteria',
    action: <Button variant="outline">Clear filters</Button>,
  },
};
