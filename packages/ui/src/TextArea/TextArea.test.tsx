import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('accepts several lines', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Special requests" onChange={onChange} />);
    await user.type(
      screen.getByRole('textbox', { name: 'Special requests' }),
      'Near the lake{Enter}Quiet site',
    );
    expect(onChange).toHaveBeenLastCalledWith('Near the lake\nQuiet site');
  });

  it('shows an error and a description', () => {
    render(<TextArea label="Description" description="Shown on the public page" errorMessage="Too long" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAccessibleDescription(/Shown on the public page/);
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('is read-only when disabled', () => {
    render(<TextArea label="Notes" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  });
});
