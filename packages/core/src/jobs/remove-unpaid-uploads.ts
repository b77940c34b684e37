import { UPLOAD_POLICY } from '../checkout/policy';
import { RECONCILIATION_MAX_AGE_HOURS } from '../checkout/reconcile-checkouts';
import type { CorePorts } from '../ports/core-ports';

/**
 * Uploads a pending checkout names are kept a day longer than reconciliation looks back, so a
 * payment it can still complete never finds its documents gone. Checkouts unpaid after a few hours
 * expire (expire-checkouts) and then name nothing, so this keep only matters for a checkout whose
 * intent the gateway could not cancel yet.
 */
export const UNPAID_UPLOAD_KEEP_HOURS = RECONCILIATION_MAX_AGE_HOURS + 24;
/** Uploads no pending, paid or refused checkout names go within a few hours. */
export const UNNAMED_UPLOAD_KEEP_HOURS = UPLOAD_POLICY.unnamedKeepHours;

export interface UploadRemovalReport {
  readonly removed: number;
  readonly failed: number;
}

/**
 * remove-unpaid-uploads: deletes identity files uploaded for purchases that were never paid (no
 * membership document and no paid checkout names them): those no checkout names at all after
 * {@link UNNAMED_UPLOAD_KEEP_HOURS}, those a pending checkout names after the keep time. The file
 * goes first, then its record, so a run cut short is finished by the next.
 */
export class RemoveUnpaidUploads {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'storage' | 'clock'>) {}

  async execute(
    input: {
      readonly olderThanHours?: number;
      readonly unnamedOlderThanHours?: number;
      readonly limit?: number;
    } = {},
  ): Promise<UploadRemovalReport> {
    const ago = (hours: number) => new Date(this.ports.clock.now().getTime() - hours * 3_600_000);
    const before = ago(input.olderThanHours ?? UNPAID_UPLOAD_KEEP_HOURS);
    const unnamedBefore = ago(input.unnamedOlderThanHours ?? UNNAMED_UPLOAD_KEEP_HOURS);
    const report = { removed: 0, failed: 0 };
    const due = await this.ports.repos.uploads.listUnclaimed(before, input.limit ?? 500, unnamedBefore);
    for (const upload of due) {
      try {
        await this.ports.storage.delete(upload.key);
        await this.ports.repos.uploads.remove(upload.key);
        report.removed += 1;
      } catch {
        report.failed += 1;
      }
    }
    return report;
  }
}
