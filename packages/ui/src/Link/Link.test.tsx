import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is a link to its href', () => {
    render(<Link href="/member-password-reset">Forgot password?</Link>);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/member-password-reset',
    );
  });

  it('opens external links in a new tab without leaking the opener', () => {
    render(
      <Link href="https://example.com" external>
        Help
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('acts like a button without href', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Link onPress={onPress}>Contact</Link>);
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(onPress).toHaveBeenCalledOnce();
  });
});
