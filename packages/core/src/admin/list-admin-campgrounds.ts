import type { Result } from '@camppass/domain';
import type { Page } from '../ports/list';
import type { AdminCampground, AdminCampgroundFilter } from '../ports/repositories/admin-directory';
import type { UnitOfWork } from '../ports/unit-of-work';
import { type AdminListInput, adminList } from './admin-list';

/** The admin's page size (03 §7, §9: 50 for campgrounds, owners and members). */
export const ADMIN_PAGE_SIZE = 50;

export type ListAdminCampgroundsInput = AdminListInput<AdminCampgroundFilter>;

/** The campgrounds table and logo page (03 §2.9, §2.10): by name, status filter and search. */
export class ListAdminCampgrounds {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(input: ListAdminCampgroundsInput): Promise<Result<Page<AdminCampground>, 'FORBIDDEN'>> {
    return adminList(
      this.unitOfWork,
      input,
      {
        filter: { status: null, unownedOnly: false },
        sortFields: ['name', 'createdAt'],
        sort: { field: 'name', direction: 'asc' },
        pageSize: ADMIN_PAGE_SIZE,
      },
      (repos, query) => repos.admin.listCampgrounds(query),
    );
  }
}
