import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('turns on and off', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Active</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Active' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    render(
      <Switch isDisabled defaultSelected>
        Send welcome emails
      </Switch>,
    );
    const toggle = screen.getByRole('switch', { name: 'Send welcome emails' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
  });
});
