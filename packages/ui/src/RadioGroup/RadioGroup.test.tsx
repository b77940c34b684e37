import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup';

function Duration(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Duration" {...props}>
      <Radio value="1">1 Day</Radio>
      <Radio value="7">1 Week</Radio>
      <Radio value="365">1 Year</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('selects by click and moves with arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Duration onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Duration' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '1 Day' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '1 Week' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('7');
  });

  it('shows its error', () => {
    render(<Duration errorMessage="Please choose a duration" />);
    expect(screen.getByRole('radiogroup', { name: 'Duration' })).toHaveAccessibleDescription(
      'Please choose a duration',
    );
  });

  it('disables every option', () => {
    render(<Duration isDisabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
