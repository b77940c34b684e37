import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Theme } from '../Theme';
import { Modal } from './Modal';

describe('Modal', () => {
  it('is named by its title, shows body and footer and closes on Escape and on its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal
        title="Membership Details"
        isOpen
        onClose={onClose}
        footer={<button type="button">Continue</button>}
      >
        Annual pass
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Membership Details' });
    expect(dialog).toHaveTextContent('Annual pass');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores Escape and has no close button while not dismissable', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal title="Processing Payment" isOpen isDismissable={false} onClose={onClose}>
        Please wait
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Processing Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('asks a question as an alertdialog without a close button', () => {
    render(
      <Modal title="Age Verification" role="alertdialog" isOpen onClose={() => {}}>
        Are you 21 or older?
      </Modal>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Age Verification' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('renders nothing while closed', () => {
    render(
      <Modal title="Hidden" isOpen={false} onClose={() => {}}>
        Not shown
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("carries the nearest Theme's brand colours onto the overlay attached to the body", () => {
    render(
      <Theme brand={{ primary: '#123456' }}>
        <Modal title="Branded" isOpen onClose={() => {}}>
          Body
        </Modal>
      </Theme>,
    );
    const modal = screen.getByRole('dialog', { name: 'Branded' }).closest<HTMLElement>('.cp-modal');
    expect(modal?.style.getPropertyValue('--cp-brand-primary')).toBe('#123456');
  });
});
