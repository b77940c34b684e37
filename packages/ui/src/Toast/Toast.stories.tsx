import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './Toast';
import { ToastQueue } from './toast-queue';

function Demo({ timeout }: { timeout?: number }) {
  const [queue] = useState(() => new ToastQueue());
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => queue.success('Dashboard data refreshed successfully!', { timeout })}>
        Success
      </Button>
      <Button variant="danger" onPress={() => queue.error('Upload failed. Please try again.', { timeout })}>
        Error
      </Button>
      <Button
        variant="outline"
        onPress={() => queue.warning('Your membership expires in 7 days.', { timeout })}
      >
        Warning
      </Button>
      <Button variant="secondary" onPress={() => queue.info('Link copied.', { timeout })}>
        Info
      </Button>
      <ToastRegion queue={queue} />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  render: () => <Demo />,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await expect(canvas.getByText('Dashboard data refreshed successfully!')).toBeVisible();
  },
};
export const Persistent: Story = { render: () => <Demo timeout={0} /> };
