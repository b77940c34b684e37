import type { MemberExport } from '@camppass/core/owner/export-members';
import { MEMBER_EXPORT_COLUMNS } from '@camppass/domain';
import { csvStream } from './csv-stream';

export { ExportCancelled } from './csv-stream';

/** The member export (03 §9) as a streamed CSV. */
export const membersCsv = (memberExport: MemberExport, onError: (error: unknown) => void) =>
  csvStream(memberExport, MEMBER_EXPORT_COLUMNS, onError);
