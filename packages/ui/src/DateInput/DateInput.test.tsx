import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './DateInput';

describe('DateInput', () => {
  it('is a labelled native date input with its limits that reports YYYY-MM-DD', () => {
    const onChange = vi.fn();
    render(
      <DateInput
        label="Start Date"
        value="2026-06-01"
        min="2026-01-01"
        max="2026-12-31"
        onChange={onChange}
        isRequired
      />,
    );
    const input = screen.getByLabelText('Start Date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2026-06-01');
    expect(input).toHaveAttribute('min', '2026-01-01');
    expect(input).toHaveAttribute('max', '2026-12-31');
    expect(input).toBeRequired();
    fireEvent.change(input, { target: { value: '2026-07-04' } });
    expect(onChange).toHaveBeenCalledWith('2026-07-04');
  });

  it('describes the field with its help, its status and its error, in that order', () => {
    render(
      <DateInput
        label="Date of Birth"
        value="2010-01-01"
        onChange={() => {}}
        description="You must be 21 or older"
        status={{ tone: 'error', text: 'Under 21' }}
        errorMessage="Date of birth is required"
      />,
    );
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveAccessibleDescription('You must be 21 or older Under 21 Date of birth is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Under 21')).toHaveAttribute('data-tone', 'error');
    expect(screen.getByText('Under 21')).toHaveAttribute('aria-live', 'polite');
  });

  it('can be read-only and has no description when given none', () => {
    render(<DateInput label="End Date" value="2026-12-31" onChange={() => {}} isReadOnly />);
    const input = screen.getByLabelText('End Date');
    expect(input).toHaveAttribute('readonly');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
