import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';

describe('DatePicker', () => {
  it('picks a day from the calendar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Check-in" defaultValue="2026-07-01" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const calendar = screen.getByRole('dialog');
    expect(within(calendar).getByRole('heading')).toHaveTextContent('July 2026');
    await user.click(within(calendar).getByRole('button', { name: /July 4, 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-07-04');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves between months', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Check-in" defaultValue="2026-07-01" />);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Next' })[0]!);
    expect(within(screen.getByRole('dialog')).getByRole('heading')).toHaveTextContent('August 2026');
  });

  it('does not offer days outside the allowed range', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Check-out" defaultValue="2026-07-10" minValue="2026-07-05" />);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: /July 4, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows an error', () => {
    render(<DatePicker label="Check-out" errorMessage="Check-out must be after check-in" />);
    expect(screen.getByText('Check-out must be after check-in')).toBeInTheDocument();
  });
});
