import type { OwnerMemberDirectory, OwnerMemberExportRow, Principal } from '@camppass/core';
import { ExportMembers } from '@camppass/core/owner/export-members';
import { createInMemoryCore, T0 } from '@camppass/core/testing';
import type { CalendarDate } from '@camppass/domain';
import { describe, expect, it, vi } from 'vitest';
import { ExportCancelled, membersCsv } from './members-csv';

const CAMPGROUND = '7c9e6679-7425-40de-944b-e07fc1f66afe';
const owner: Principal = {
  userId: 'owner',
  sessionId: 'session',
  roles: [{ userId: 'owner', role: 'owner', campgroundId: CAMPGROUND, createdAt: T0 }],
};
const BATCHES = 20;

const member = (n: number): OwnerMemberExportRow => ({
  campgroundName: 'Pine Valley',
  campgroundTimeZone: 'America/Chicago',
  membershipCode: `PINE-${n}`,
  membershipTypeName: 'Family',
  status: 'active',
  startDate: '2026-01-01' as CalendarDate,
  endDate: '2026-12-31' as CalendarDate,
  paymentStatus: 'paid',
  pricePaidCents: 9900,
  isMilitaryDiscount: false,
  email: `member-${n}@camp.test`,
  profile: {
    firstName: '=HYPERLINK("x")',
    lastName: `${n}`,
    phone: null,
    city: null,
    stateProvince: null,
    militaryStatus: null,
  },
  hasIdPhoto: n % 2 === 0,
});

/**
 * The export of a directory that hands out `BATCHES` batches of the asked size, counting the batches
 * it was asked for, as the database adapter does: the next only once the last `each` settled.
 */
const countingExport = async () => {
  const reads = { batches: 0, settled: false, error: undefined as unknown };
  const directory = {
    async streamMembers(_query, batchSize, each) {
      try {
        for (let batch = 0; batch < BATCHES; batch += 1) {
          reads.batches += 1;
          await each(Array.from({ length: batchSize }, (_, i) => member(batch * batchSize + i)));
        }
      } catch (error) {
        reads.error = error;
        throw error;
      } finally {
        reads.settled = true;
      }
    },
  } as Pick<OwnerMemberDirectory, 'streamMembers'> as OwnerMemberDirectory;
  // No campground of that id: the export is named without one, as before any campground is read.
  const core = createInMemoryCore();
  const result = await new ExportMembers({
    ...core,
    repos: { ...core.repos, ownerMembers: directory },
  }).execute({
    actor: owner,
    campgroundId: CAMPGROUND,
  });
  if (!result.ok) throw new Error(result.message);
  const onError = vi.fn();
  return { reads, onError, stream: membersCsv(result.value, onError) };
};

/** Lets every pending promise and timer of the stream run, as a slow client's pause would. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('membersCsv', () => {
  it('asks for the next batch only once the reader took the one before, however slowly it reads', async () => {
    const { reads, onError, stream } = await countingExport();
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    await pause();
    // Nothing read yet: one batch waits in the stream and the reading stops there.
    expect(reads.batches).toBe(1);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
      await pause();
      expect(reads.batches).toBeLessThanOrEqual(Math.min(chunks + 1, BATCHES));
    }
    expect(chunks).toBe(BATCHES);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(1 + BATCHES * 1000);
    expect(lines[0]).toBe(
      'Name,Email,Phone,Campground,Membership Type,Status,Start Date,End Date,Payment Status,Amount Paid,Membership Code,Military Member,Has ID Photo,City,State',
    );
    // The formula in the name is neutralised; the header is written once.
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""x"") 0",member-0@camp.test,,Pine Valley,Family,Active,2026-01-01,2026-12-31,Paid,$99.00,PINE-0,No,Yes,,`,
    );
    expect(lines.filter((line) => line.startsWith('Name,'))).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('writes an international phone number readable, and neutralises only formula-like cells', async () => {
    const cells = ['=cmd|calc', 'ada@camp.test', '+1 936 555 0100', 'Pine Valley', '+SUM(A1)', '-2', '@x'];
    const stream = membersCsv(
      { fileName: 'members.csv', write: async (each) => each([[...cells, ...Array(8).fill('')]]) },
      vi.fn(),
    );
    const text = await new Response(stream).text();
    expect(text.split('\n')[1]).toBe(
      `'=cmd|calc,ada@camp.test,+1 936 555 0100,Pine Valley,'+SUM(A1),'-2,'@x,,,,,,,,`,
    );
  });

  it('stops reading the members when the download is closed, without reporting a failure', async () => {
    const { reads, onError, stream } = await countingExport();
    const reader = stream.getReader();
    for (let i = 0; i < 3; i += 1) await reader.read();
    await reader.cancel();
    await vi.waitFor(() => expect(reads.settled).toBe(true));
    expect(reads.error).toBeInstanceOf(ExportCancelled);
    expect(reads.batches).toBeLessThanOrEqual(4);
    await pause();
    expect(reads.batches).toBeLessThanOrEqual(4);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a failure of the reading and ends the download with it', async () => {
    const failing = {
      fileName: 'members.csv',
      write: async (each: (rows: string[][]) => Promise<void>) => {
        await each([['Ada']]);
        throw new Error('connection lost');
      },
    };
    const onError = vi.fn();
    const reader = membersCsv(failing, onError).getReader();
    await reader.read();
    await expect(reader.read()).rejects.toThrow('connection lost');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'connection lost' }));
  });

  it('writes the header alone when no member matches', async () => {
    const none = { fileName: 'members.csv', write: async () => {} };
    const text = await new Response(membersCsv(none, vi.fn())).text();
    expect(text).toBe(
      'Name,Email,Phone,Campground,Membership Type,Status,Start Date,End Date,Payment Status,Amount Paid,Membership Code,Military Member,Has ID Photo,City,State\n',
    );
  });
});
