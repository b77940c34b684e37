import { describe, expect, it } from 'vitest';
import type { CorePorts } from '../ports/core-ports';
import type { CheckInRepository, CheckInRow } from '../ports/repositories/check-in-repository';
import type { Principal } from '../shared/principal';
import { T0 } from '../testing/builders';
import { ExportCheckIns } from './export-check-ins';

const CAMPGROUND = '7c9e6679-7425-40de-944b-e07fc1f66afe';
const staff: Principal = {
  userId: 'staff',
  sessionId: 'session',
  roles: [{ userId: 'staff', role: 'staff', campgroundId: CAMPGROUND, createdAt: T0 }],
};

const visit = (n: number, minutesAgo: number): CheckInRow => ({
  id: `visit-${n}`,
  clientId: `client-${n}`,
  campgroundId: CAMPGROUND,
  membershipId: 'membership',
  checkedBy: 'staff',
  device: 'Gate tablet',
  checkedAt: new Date(T0.getTime() - minutesAgo * 60_000),
  recordedAt: T0,
  membershipCode: `PIN-${n}`,
  memberName: `Member ${n}`,
  membershipTypeName: 'Family',
  checkedByEmail: 'staff@camp.test',
});

/** A log of `count` visits, newest first, that gains a newer visit after its first page was read. */
const growingLog = (count: number) => {
  const rows = Array.from({ length: count }, (_, n) => visit(n, n + 10));
  const pages: number[] = [];
  const checkIns = {
    async list(_filter, page, pageSize) {
      pages.push(page);
      const items = rows.slice((page - 1) * pageSize, page * pageSize);
      // An offline queue arrives while the export runs: every later row moves one place down.
      if (page === 1) rows.unshift(visit(count, 1));
      return { items, total: rows.length, page, pageSize };
    },
  } as Pick<CheckInRepository, 'list'> as CheckInRepository;
  const campgrounds = { findById: async () => null };
  const ports = { repos: { checkIns, campgrounds } } as unknown as Pick<CorePorts, 'repos'>;
  return { ports, pages };
};

describe('ExportCheckIns', () => {
  it('writes every visit once, a page at a time, though a visit arrives mid-export', async () => {
    const { ports, pages } = growingLog(1200);
    const result = await new ExportCheckIns(ports).execute({
      actor: staff,
      campgroundId: CAMPGROUND,
      from: null,
      to: null,
    });
    if (!result.ok) throw new Error(result.message);
    const written: string[][] = [];
    await result.value.write(async (rows) => {
      written.push(...rows);
    });
    const codes = written.map((row) => row[4]);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(1200);
    expect(codes.slice(0, 2)).toEqual(['PIN-0', 'PIN-1']);
    expect(pages).toEqual([1, 2, 3]);
    expect(written[0]?.slice(1)).toEqual([
      new Date(T0.getTime() - 600_000).toISOString(),
      'Member 0',
      'Family',
      'PIN-0',
      'staff@camp.test',
      'Gate tablet',
    ]);
  });

  it('refuses a member, before reading anything', async () => {
    const { ports, pages } = growingLog(3);
    const result = await new ExportCheckIns(ports).execute({
      actor: { userId: 'member', sessionId: 's', roles: [] },
      campgroundId: CAMPGROUND,
      from: null,
      to: null,
    });
    expect(result).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    expect(pages).toEqual([]);
  });
});
