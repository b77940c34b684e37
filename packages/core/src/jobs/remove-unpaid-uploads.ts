import { RECONCILIATION_MAX_AGE_HOURS } from '../checkout/reconcile-checkouts';
import type { CorePorts } from '../ports/core-ports';

/**
 * Uploads are kept a day longer than reconciliation looks back, so a payment it can still complete
 * never finds its documents gone.
 */
export const UNPAID_UPLOAD_KEEP_HOURS = RECONCILIATION_MAX_AGE_HOURS + 24;

export interface UploadRemovalReport {
  readonly removed: number;
  readonly failed: number;
}

/**
 * remove-unpaid-uploads: deletes identity files uploaded for purchases that were never paid (no
 * membership document and no paid checkout names them) once they are older than the keep time. The
 * file goes first, then its record, so a run cut short is finished by the next.
 */
export class RemoveUnpaidUploads {
  constructor(private readonly ports: Pick<CorePorts, 'repos' | 'storage' | 'clock'>) {}

  async execute(
    input: { readonly olderThanHours?: number; readonly limit?: number } = {},
  ): Promise<UploadRemovalReport> {
    const hours = input.olderThanHours ?? UNPAID_UPLOAD_KEEP_HOURS;
    const before = new Date(this.ports.clock.now().getTime() - hours * 3_600_000);
    const report = { removed: 0, failed: 0 };
    for (const upload of await this.ports.repos.uploads.listUnclaimed(before, input.limit ?? 500)) {
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
