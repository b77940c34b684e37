import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by clicking the label and by Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('reports a required box left unchecked as invalid', () => {
    render(
      <Checkbox isRequired isInvalid>
        I accept the terms and conditions
      </Checkbox>,
    );
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeInvalid();
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    render(<Checkbox isDisabled>Adult only</Checkbox>);
    await user.click(screen.getByText('Adult only'));
    expect(screen.getByRole('checkbox', { name: 'Adult only' })).not.toBeChecked();
  });
});
