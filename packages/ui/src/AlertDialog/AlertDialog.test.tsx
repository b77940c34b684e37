import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { AlertDialog } from './AlertDialog';

function DeleteType({ onConfirm, onCancel }: { onConfirm: () => unknown; onCancel?: () => void }) {
  return (
    <DialogTrigger>
      <Button variant="danger">Delete</Button>
      <AlertDialog
        title="Delete membership type"
        variant="destructive"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        Are you sure you want to delete this membership type?
      </AlertDialog>
    </DialogTrigger>
  );
}

describe('AlertDialog', () => {
  it('asks, focuses the confirm action and confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteType onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete membership type' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this membership type?');
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels without confirming and is not dismissed by Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<DeleteType onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open and busy while an async confirm runs', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<DeleteType onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(screen.getAllByRole('button', { name: /Delete/ }).at(-1)!);
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
