import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('submits on Enter and clears with the clear button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    render(<SearchField label="Search members" onSubmit={onSubmit} onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search members' });
    await user.type(box, 'ana{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ana');

    await user.click(screen.getByRole('button', { name: /Clear search/i }));
    expect(box).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('clears on Escape', async () => {
    const user = userEvent.setup();
    render(<SearchField label="Search" defaultValue="pine" />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('is disabled', () => {
    render(<SearchField label="Search" isDisabled />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeDisabled();
  });
});
