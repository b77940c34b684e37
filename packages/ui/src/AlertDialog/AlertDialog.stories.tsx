import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Delete membership type',
    children: 'Are you sure you want to delete this membership type?',
    variant: 'destructive',
    confirmLabel: 'Delete',
    onConfirm: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};
export const Info: Story = {
  args: {
    variant: 'info',
    title: 'Send email',
    confirmLabel: 'Send',
    children: 'Send the membership card again?',
  },
};
