import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { title: 'Basic Information', children: 'Pine Lake Campground, 12 Shore Rd, Austin, TX' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: {
    description: 'Shown on your public page',
    actions: <Button variant="outline">Edit Settings</Button>,
  },
};
export const WithFooter: Story = { args: { footer: <Button>Save Changes</Button> } };
export const Untitled: Story = { args: { title: undefined } };
