import type { Result } from '@camppass/domain';
import type { ListDefaults, Page } from '../ports/list';
import type {
  AccountFilter,
  AccountSort,
  AccountSummary,
  MemberFilter,
  MemberSummary,
  OwnerSummary,
} from '../ports/repositories/admin-directory';
import type { UnitOfWork } from '../ports/unit-of-work';
import { type AdminListInput, adminList } from './admin-list';
import { ADMIN_PAGE_SIZE } from './list-admin-campgrounds';

/**
 * Matches an account list counts at most when its total is counted row by row (a search, or the
 * members' status filter); past it the page says "more than 1,000" (docs/decisions.md).
 */
export const ADMIN_ACCOUNTS_COUNT_LIMIT = 1000;

const newestAccountsFirst = <F>(filter: F): ListDefaults<F, AccountSort> => ({
  filter,
  sortFields: ['createdAt', 'email'],
  sort: { field: 'createdAt', direction: 'desc' },
  pageSize: ADMIN_PAGE_SIZE,
  countUpTo: ADMIN_ACCOUNTS_COUNT_LIMIT,
});

/** The Users tab (03 §2.10, 'Coming Soon' in the earlier system): every account with its roles. */
export class ListUsers {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(input: AdminListInput<AccountFilter>): Promise<Result<Page<AccountSummary>, 'FORBIDDEN'>> {
    return adminList(
      this.unitOfWork,
      input,
      newestAccountsFirst<AccountFilter>({ role: null }),
      (repos, query) => repos.admin.listAccounts(query),
    );
  }
}

/** The owners table (03 §2.10): accounts holding the owner role, with their campgrounds. */
export class ListOwners {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(input: AdminListInput<Record<string, never>>): Promise<Result<Page<OwnerSummary>, 'FORBIDDEN'>> {
    return adminList(this.unitOfWork, input, newestAccountsFirst({}), (repos, query) =>
      repos.admin.listOwners(query),
    );
  }
}

/** The members table (03 §2.10): member accounts with their newest membership. */
export class ListMembers {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(input: AdminListInput<MemberFilter>): Promise<Result<Page<MemberSummary>, 'FORBIDDEN'>> {
    return adminList(
      this.unitOfWork,
      input,
      newestAccountsFirst<MemberFilter>({ campgroundId: null, status: null }),
      (repos, query) => repos.admin.listMembers(query),
    );
  }
}
