import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './NativeSelect';

describe('NativeSelect', () => {
  it('is labelled, shows the value and reports a choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NativeSelect label="Title" value="Mr." options={['Mr.', 'Ms.', 'Dr.']} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select).toHaveValue('Mr.');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Mr.', 'Ms.', 'Dr.']);
    await user.selectOptions(select, 'Dr.');
    expect(onChange).toHaveBeenCalledWith('Dr.');
  });

  it('ties its error to the field and marks it invalid and required', () => {
    render(
      <NativeSelect
        label="Country"
        value=""
        options={['', 'United States']}
        onChange={() => {}}
        isRequired
        errorMessage="Country is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Country is required');
  });
});
