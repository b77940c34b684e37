import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboBoxItem } from '.';
import { ComboBox } from './ComboBox';

const states = [
  { id: 'TX', name: 'Texas' },
  { id: 'TN', name: 'Tennessee' },
  { id: 'CO', name: 'Colorado' },
];

function StatePicker(props: Partial<Parameters<typeof ComboBox<(typeof states)[number]>>[0]>) {
  return (
    <ComboBox label="State" items={states} {...props}>
      {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  );
}

describe('ComboBox', () => {
  it('filters options while typing and picks one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StatePicker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'State' });
    await user.type(input, 'te');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Texas', 'Tennessee']);
    await user.click(screen.getByRole('option', { name: 'Tennessee' }));
    expect(onChange).toHaveBeenLastCalledWith('TN');
    expect(input).toHaveValue('Tennessee');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<StatePicker />);
    await user.type(screen.getByRole('combobox', { name: 'State' }), 'zz');
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('shows an error', () => {
    render(<StatePicker errorMessage="Please choose a state" />);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      'Please choose a state',
    );
  });

  it('is disabled', () => {
    render(<StatePicker isDisabled />);
    expect(screen.getByRole('combobox', { name: 'State' })).toBeDisabled();
  });
});
