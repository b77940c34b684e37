import type { CheckInRecord, CheckInRow } from '@camppass/core';
import { paginationOf } from '@camppass/core';
import {
  GetCardPassKeys,
  GetCardRevocations,
  ListCheckIns,
  RecordCheckIn,
  RotateCardSigningKey,
} from '@camppass/core/owner/card-gate';
import { CheckMembershipCode } from '@camppass/core/owner/check-membership-code';
import { ExportCheckIns } from '@camppass/core/owner/export-check-ins';
import { CHECK_IN_EXPORT_COLUMNS } from '@camppass/domain';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import { csvStream } from './csv-stream';

const presentCheckIn = (checkIn: CheckInRecord) => ({
  id: checkIn.id,
  clientId: checkIn.clientId,
  membershipId: checkIn.membershipId,
  checkedBy: checkIn.checkedBy,
  device: checkIn.device,
  checkedAt: checkIn.checkedAt.toISOString(),
  recordedAt: checkIn.recordedAt.toISOString(),
});

const presentCheckInRow = (row: CheckInRow) => ({
  ...presentCheckIn(row),
  membershipCode: row.membershipCode,
  memberName: row.memberName,
  membershipTypeName: row.membershipTypeName,
  checkedByEmail: row.checkedByEmail,
});

const dateOf = (text: string | undefined): Date | null => (text === undefined ? null : new Date(text));

/** The gate scanner (Check in): keys and revocations for offline checks, check-ins and their log. */
export const gateRoutes = ({ use, logger }: Area) => {
  return defineFunctions(use)
    .define('get-card-pass-keys', async ({ input, caller }) => {
      const result = await use(GetCardPassKeys).execute({ actor: caller, campgroundId: input.campgroundId });
      if (!result.ok) return result;
      const keys = result.value.map((key) => ({ ...key, retiredAt: key.retiredAt?.toISOString() ?? null }));
      return { success: true, data: { keys } };
    })
    .define('rotate-card-signing-key', async ({ input, caller }) => {
      const result = await use(RotateCardSigningKey).execute({
        actor: caller,
        campgroundId: input.campgroundId,
      });
      if (!result.ok) return result;
      const keys = result.value.map((key) => ({ ...key, retiredAt: key.retiredAt?.toISOString() ?? null }));
      return { success: true, data: { keys } };
    })
    .define('get-card-revocations', async ({ input, caller }) => {
      const result = await use(GetCardRevocations).execute({
        actor: caller,
        campgroundId: input.campgroundId,
        since: dateOf(input.since),
      });
      if (!result.ok) return result;
      const { revocations, asOf } = result.value;
      return { success: true, data: { revocations, asOf: asOf.toISOString() } };
    })
    .define('record-check-in', async ({ input, caller }) => {
      const result = await use(RecordCheckIn).execute({
        actor: caller,
        campgroundId: input.campgroundId,
        clientId: input.clientId,
        membershipId: input.membershipId,
        device: input.device,
        checkedAt: dateOf(input.checkedAt),
      });
      if (!result.ok) return result;
      const { checkIn, ...rest } = result.value;
      return { success: true, data: { checkIn: presentCheckIn(checkIn), ...rest } };
    })
    .define('check-membership-code', async ({ input, caller }) => {
      const result = await use(CheckMembershipCode).execute({
        actor: caller,
        campgroundId: input.campgroundId,
        membershipCode: input.membershipCode,
        email: input.email,
      });
      return result.ok ? { success: true, data: result.value } : result;
    })
    .defineFile('export-check-ins', async ({ input, caller }) => {
      const result = await use(ExportCheckIns).execute({
        actor: caller,
        campgroundId: input.campgroundId,
        from: dateOf(input.from),
        to: dateOf(input.to),
      });
      if (!result.ok) return result;
      const bytes = csvStream(result.value, CHECK_IN_EXPORT_COLUMNS, (error) =>
        logger.error('Check-in export failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
      return { bytes, contentType: 'text/csv; charset=utf-8', fileName: result.value.fileName };
    })
    .define('list-check-ins', async ({ input, caller }) => {
      const result = await use(ListCheckIns).execute({
        actor: caller,
        campgroundId: input.campgroundId,
        from: dateOf(input.from),
        to: dateOf(input.to),
        membershipId: input.membershipId ?? null,
        page: input.page ?? 1,
        pageSize: input.limit ?? 20,
      });
      if (!result.ok) return result;
      return {
        success: true,
        data: { checkIns: result.value.items.map(presentCheckInRow) },
        pagination: paginationOf(result.value),
      };
    }).app;
};
