import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';

function MemberDialog() {
  return (
    <DialogTrigger>
      <Button>View Profile</Button>
      <Dialog title="Ana Ruiz" footer={({ close }) => <Button onPress={close}>Done</Button>}>
        <p>Member since 2025</p>
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<MemberDialog />);
    const trigger = screen.getByRole('button', { name: 'View Profile' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Ana Ruiz' })).toHaveTextContent('Member since 2025');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with the close button and with footer actions', async () => {
    const user = userEvent.setup();
    render(<MemberDialog />);
    await user.click(screen.getByRole('button', { name: 'View Profile' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Profile' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Contact" isOpen onOpenChange={onOpenChange}>
        Contact information is not available
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
