import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(input, 'Secret123');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secret123');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows an error message', () => {
    render(<PasswordField label="New Password" errorMessage="Password must be at least 8 characters long" />);
    expect(screen.getByLabelText('New Password', { selector: 'input' })).toHaveAccessibleDescription(
      'Password must be at least 8 characters long',
    );
  });

  it('suggests the right autocomplete for new passwords', () => {
    render(<PasswordField label="New Password" autoComplete="new-password" />);
    expect(screen.getByLabelText('New Password', { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });

  it('disables the toggle with the field', () => {
    render(<PasswordField label="Password" isDisabled />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });
});
