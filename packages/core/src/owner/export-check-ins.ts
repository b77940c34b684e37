import {
  checkInExportFileName,
  err,
  GATE_STAFF_ONLY,
  ok,
  type Result,
  todayInZone,
  wallClockIn,
} from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { CheckInRow } from '../ports/repositories/check-in-repository';
import type { Principal } from '../shared/principal';
import { mayAct } from './owner-access';

/** Rows read per batch: the most the server holds at once, whatever the size of the log. */
const EXPORT_BATCH_SIZE = 500;

/** '2026-11-28 09:05' in the zone, a cell a spreadsheet sorts as text and reads as a time. */
const localTime = (instant: Date, zone: string): string => {
  const clock = wallClockIn(instant, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${clock.year}-${two(clock.month)}-${two(clock.day)} ${two(clock.hour)}:${two(clock.minute)}`;
};

/** One check-in's cells, in CHECK_IN_EXPORT_COLUMNS' order, as text (the CSV writer makes formulas safe). */
const checkInCells =
  (zone: string) =>
  (row: CheckInRow): string[] => [
    localTime(row.checkedAt, zone),
    row.checkedAt.toISOString(),
    row.memberName,
    row.membershipTypeName,
    row.membershipCode,
    row.checkedByEmail ?? '',
    row.device,
  ];

export interface CheckInExport {
  readonly fileName: string;
  /** Reads the log newest first, a batch at a time, the next batch only once `each` settles. */
  readonly write: (each: (rows: string[][]) => Promise<void>) => Promise<void>;
}

/**
 * export-check-ins: the check-in log between the dates, as the log screen lists it, for whoever may
 * read the log (owner, staff, super admin). It pages through the log; a check-in recorded meanwhile
 * (an offline queue arriving) can shift rows to later pages, so rows already written are skipped by
 * id — each check-in appears once (docs/decisions/card-at-the-gate.md#the-check-in-log-as-csv).
 */
export class ExportCheckIns {
  constructor(private readonly ports: Pick<CorePorts, 'repos'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string;
    readonly from: Date | null;
    readonly to: Date | null;
  }): Promise<Result<CheckInExport, 'FORBIDDEN'>> {
    if (!mayAct(input.actor, input.campgroundId, 'view')) return err('FORBIDDEN', GATE_STAFF_ONLY);
    const { repos } = this.ports;
    const campground = await repos.campgrounds.findById(input.campgroundId);
    const zone = campground?.timeZone ?? 'UTC';
    const day = (instant: Date | null) => (instant ? todayInZone(instant, zone) : null);
    // `to` is the instant after the last day.
    const lastDay = day(input.to && new Date(input.to.getTime() - 1));
    const cells = checkInCells(zone);
    const filter = { campgroundId: input.campgroundId, from: input.from, to: input.to, membershipId: null };
    return ok({
      fileName: checkInExportFileName(campground?.slug ?? 'campground', day(input.from), lastDay),
      write: async (each) => {
        const written = new Set<string>();
        for (let page = 1; ; page += 1) {
          const { items, total } = await repos.checkIns.list(filter, page, EXPORT_BATCH_SIZE);
          const fresh = items.filter((row) => !written.has(row.id));
          for (const row of fresh) written.add(row.id);
          if (fresh.length > 0) await each(fresh.map(cells));
          if (items.length < EXPORT_BATCH_SIZE || page * EXPORT_BATCH_SIZE >= total) return;
        }
      },
    });
  }
}
