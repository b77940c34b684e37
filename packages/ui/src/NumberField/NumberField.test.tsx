import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

/** A percentage the form itself holds to 1–50, saying so. */
function Percentage() {
  const [value, setValue] = useState(15);
  return (
    <NumberField
      label="Military discount (%)"
      value={value}
      minValue={1}
      maxValue={50}
      keepOutOfRange
      onChange={setValue}
      errorMessage={value > 50 ? 'Military discount percentage must be between 1 and 50' : ''}
    />
  );
}

describe('NumberField', () => {
  it('steps within its bounds with the buttons', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <NumberField
        label="Military discount (%)"
        defaultValue={49}
        minValue={1}
        maxValue={50}
        onChange={onChange}
      />,
    );
    const increase = screen.getByRole('button', { name: /Increase/ });
    await user.click(increase);
    expect(onChange).toHaveBeenLastCalledWith(50);
    expect(increase).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Decrease/ }));
    expect(onChange).toHaveBeenLastCalledWith(49);
  });

  it('keeps a typed value beyond its bounds when asked, for the form to say what is wrong', async () => {
    const user = userEvent.setup();
    render(<Percentage />);
    const input = screen.getByRole('textbox', { name: 'Military discount (%)' });
    await user.clear(input);
    await user.type(input, '60');
    await user.tab();
    expect(input).toHaveValue('60');
    expect(input).toHaveAccessibleDescription('Military discount percentage must be between 1 and 50');
    expect(screen.getByRole('button', { name: /Increase/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Decrease/ })).toBeEnabled();
  });

  it('parses typed numbers on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Code length" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Code length' }), '12');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('shows an error message', () => {
    render(
      <NumberField label="Code length" errorMessage="Code length must be between 3 and 20 characters" />,
    );
    expect(screen.getByRole('textbox', { name: 'Code length' })).toHaveAccessibleDescription(
      'Code length must be between 3 and 20 characters',
    );
  });
});
