import { calendarDate } from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { expiringByOn, memberStatusLabel, memberStatusOn } from './owner-members-scope';

describe("the owner's status of a member record", () => {
  const today = calendarDate('2026-06-01');
  const labelOf = (startDate: string, endDate: string) => {
    const status = memberStatusOn(
      { status: 'active', startDate: calendarDate(startDate), endDate: calendarDate(endDate) },
      today,
      expiringByOn(today),
    );
    return { status: status.effectiveStatus, label: memberStatusLabel(status) };
  };

  it('reads a renewal that has not started as starting on its date, not active or expiring', () => {
    expect(labelOf('2026-06-11', '2026-06-20')).toEqual({
      status: 'upcoming',
      label: 'Starts on 06/11/2026',
    });
    expect(labelOf('2026-06-01', '2026-06-20')).toEqual({ status: 'active', label: 'Expiring Soon' });
    expect(labelOf('2025-06-01', '2026-05-31')).toEqual({ status: 'expired', label: 'Expired' });
  });
});
