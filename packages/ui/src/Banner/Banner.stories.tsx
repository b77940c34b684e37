import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { Banner } from './Banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: { children: 'This is how the public page will look to visitors.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: {
    variant: 'success',
    children: 'Your password has been successfully updated! You can now sign in with your new password.',
  },
};
export const ErrorWithAction: Story = {
  args: {
    variant: 'error',
    title: 'Oops! Something went wrong',
    children: 'Failed to fetch',
    action: <Button variant="outline">Try Again</Button>,
  },
};
export const Dismissible: Story = { args: { onDismiss: fn() } };
