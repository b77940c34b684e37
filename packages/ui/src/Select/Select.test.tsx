import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectItem } from './Select';

const statuses = [
  { id: 'all', name: 'All' },
  { id: 'active', name: 'Active' },
  { id: 'expired', name: 'Expired' },
];

describe('Select', () => {
  it('opens its list and picks an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select label="Status" items={statuses} defaultValue="all" onChange={onChange}>
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>,
    );
    const trigger = screen.getByRole('button', { name: /Status/ });
    expect(trigger).toHaveTextContent('All');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'Expired' }));
    expect(onChange).toHaveBeenLastCalledWith('expired');
    expect(trigger).toHaveTextContent('Expired');
  });

  it('is operated by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Select label="Per page" defaultValue="10">
        <SelectItem id="10">10</SelectItem>
        <SelectItem id="25">25</SelectItem>
      </Select>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: /Per page/ })).toHaveTextContent('25');
  });

  it('shows an error', () => {
    render(
      <Select label="Campground" errorMessage="Please select a campground">
        <SelectItem id="a">Pine Lake</SelectItem>
      </Select>,
    );
    expect(screen.getByText('Please select a campground')).toBeInTheDocument();
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    render(
      <Select label="Status" isDisabled>
        <SelectItem id="a">Active</SelectItem>
      </Select>,
    );
    await user.click(screen.getByRole('button', { name: /Status/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
