import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromDateValue, toDateValue } from './calendar-date';
import { DateField } from './DateField';

describe('DateField', () => {
  it('reports the typed date as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateField label="Start date" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Start date' });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('03152026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15');
  });

  it('shows a given date in month, day, year order', () => {
    render(<DateField label="End date" defaultValue="2026-01-31" />);
    const segments = within(screen.getByRole('group', { name: 'End date' })).getAllByRole('spinbutton');
    expect(segments.map((s) => s.textContent)).toEqual(['1', '31', '2026']);
  });

  it('shows an error', () => {
    render(<DateField label="Date of birth" errorMessage="You must be 21 or older" />);
    expect(screen.getByText('You must be 21 or older')).toBeInTheDocument();
  });

  it('converts calendar dates both ways', () => {
    expect(fromDateValue(toDateValue('2026-02-28') ?? null)).toBe('2026-02-28');
    expect(toDateValue('not a date')).toBeNull();
    expect(toDateValue(undefined)).toBeUndefined();
    expect(fromDateValue(null)).toBeNull();
  });
});
