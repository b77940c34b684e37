import { type OwnerMemberStatusFilter, paginationOf } from '@camppass/core';
import { ExportMembers } from '@camppass/core/owner/export-members';
import { GetCampgroundMember } from '@camppass/core/owner/get-campground-member';
import { GetCampgroundMemberStats } from '@camppass/core/owner/get-campground-member-stats';
import { ListCampgroundMembers } from '@camppass/core/owner/list-campground-members';
import type { Area } from '../../http/area';
import { defineFunctions } from '../../http/functions';
import { membersCsv } from './members-csv';
import { presentMemberDetail, presentMemberStats, presentOwnerMember } from './owner-member-present';

const SORT_FIELDS = { created_at: 'createdAt', name: 'name', end_date: 'endDate' } as const;

/** The members request of the contract in the use cases' terms; `offset` counts in whole pages. */
const membersRequest = (input: {
  campground_id?: string | undefined;
  status?: OwnerMemberStatusFilter | undefined;
  search?: string | undefined;
  sort_by?: keyof typeof SORT_FIELDS | undefined;
  sort_order?: 'asc' | 'desc' | undefined;
  limit?: number | undefined;
  page?: number | undefined;
  offset?: number | undefined;
}) => {
  const pageSize = input.limit ?? 10;
  const page = input.page ?? (input.offset === undefined ? 1 : Math.floor(input.offset / pageSize) + 1);
  return {
    campgroundId: input.campground_id ?? null,
    status: input.status ?? null,
    search: input.search ?? null,
    sortField: input.sort_by ? SORT_FIELDS[input.sort_by] : null,
    sortDirection: input.sort_order ?? null,
    page,
    pageSize,
  };
};

/** The owner area's Members tab (03 §2.5, §7): list, stats, one member, and the CSV export. */
export const ownerMemberRoutes = ({ use, logger }: Area) => {
  return defineFunctions(use)
    .define('get-campground-members', async ({ caller, input }) => {
      const result = await use(ListCampgroundMembers).execute({ actor: caller, ...membersRequest(input) });
      if (!result.ok) return result;
      return {
        success: true,
        data: result.value.items.map(presentOwnerMember),
        pagination: paginationOf(result.value),
      };
    })
    .define('get-campground-member-stats', async ({ caller, input }) => {
      const result = await use(GetCampgroundMemberStats).execute({
        actor: caller,
        campgroundId: input.campground_id ?? null,
      });
      return result.ok ? { success: true, data: presentMemberStats(result.value) } : result;
    })
    .define('get-campground-member', async ({ caller, input }) => {
      const result = await use(GetCampgroundMember).execute({
        actor: caller,
        membershipId: input.membership_id,
      });
      return result.ok ? { success: true, data: presentMemberDetail(result.value) } : result;
    })
    .defineFile('export-members', async ({ caller, input }) => {
      const { page: _page, pageSize: _size, ...request } = membersRequest(input);
      const result = await use(ExportMembers).execute({ actor: caller, ...request });
      if (!result.ok) return result;
      const bytes = membersCsv(result.value, (error) =>
        logger.error('Member export failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
      return { bytes, contentType: 'text/csv; charset=utf-8', fileName: result.value.fileName };
    }).app;
};
