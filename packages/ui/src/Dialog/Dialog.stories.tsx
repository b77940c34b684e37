import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: 'Ana Ruiz', children: 'Member since 2025. Membership code PIN-ABCD-1234.' },
  render: (args) => (
    <DialogTrigger>
      <Button>View Profile</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Profile' }));
    await expect(await screen.findByRole('dialog', { name: 'Ana Ruiz' })).toBeVisible();
  },
};
export const WithFooter: Story = {
  args: {
    footer: ({ close }) => (
      <>
        <Button variant="outline" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Send Email</Button>
      </>
    ),
  },
};
export const Large: Story = { args: { size: 'lg' } };
