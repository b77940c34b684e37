import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress when clicked or activated by keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Sign In</Button>);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses when disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Sign In
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  it('shows a spinner, sets aria-busy and ignores presses while pending', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isPending pendingLabel="Signing in" onPress={onPress}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Sign In/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('politely announces its pending label while pending', () => {
    const { rerender } = render(<Button pendingLabel="Signing in">Sign In</Button>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(
      <Button isPending pendingLabel="Signing in">
        Sign In
      </Button>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Signing in');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('leaves no unnamed image behind once a focused button stops pending and goes away', () => {
    const { rerender } = render(<Button aria-label="Pay">Pay</Button>);
    act(() => screen.getByRole('button', { name: 'Pay' }).focus());
    rerender(
      <Button aria-label="Pay" isPending>
        Pay
      </Button>,
    );
    rerender(<Button aria-label="Pay">Pay</Button>);
    rerender(<p>Paid</p>);
    for (const image of document.querySelectorAll('[role="img"]')) {
      expect(image).toHaveAccessibleName();
    }
  });

  it('does not submit its form while pending, even by Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <input aria-label="Name" />
        <Button type="submit" isPending>
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('picks readable text for a custom colour', () => {
    render(<Button color="#FACC15">Buy</Button>);
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(button.style.getPropertyValue('--cp-button-fg')).not.toBe('#FFFFFF');
  });

  it('submits its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
