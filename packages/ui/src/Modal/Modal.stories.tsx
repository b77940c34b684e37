import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Theme } from '../Theme';
import { Modal, type ModalProps } from './Modal';

/** A button that opens the modal; the modal's onClose shuts it again. */
function Opener(props: Omit<ModalProps, 'isOpen' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Modal {...props} isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Opener,
  args: {
    title: 'Annual Family Pass',
    children: 'Unlimited stays for two adults and their children for 12 months.',
    footer: <Button>Continue</Button>,
  },
} satisfies Meta<typeof Opener>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await screen.findByRole('dialog', { name: 'Annual Family Pass' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Question: Story = {
  args: {
    title: 'Age Verification',
    role: 'alertdialog',
    size: 'sm',
    children: 'Are you 21 years of age or older?',
    footer: <Button>Yes, I am 21 or older</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Age Verification' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const NotDismissable: Story = {
  args: {
    title: 'Processing Payment',
    isDismissable: false,
    children: 'Please keep this window open.',
    footer: null,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Processing Payment' });
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Processing Payment' })).toBeVisible();
  },
};

export const Branded: Story = {
  render: (args) => (
    <Theme brand={{ primary: '#2f6b3a', secondary: '#f2c14e' }}>
      <Opener {...args} />
    </Theme>
  ),
};
