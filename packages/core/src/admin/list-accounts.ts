import type { Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { ListDefaults, Page } from '../ports/list';
import type {
  AccountFilter,
  AccountSort,
  AccountSummary,
  MemberFilter,
  MemberSummary,
  OwnerSummary,
} from '../ports/repositories/admin-directory';
import { type AdminListInput, adminList } from './admin-list';
import { ADMIN_PAGE_SIZE } from './list-admin-campgrounds';

/**
 * Matches an account list counts at most when its total is counted row by row (a search, or the
 * members' status filter); past it the page says "more than 1,000"
 * (docs/decisions/lists-at-scale.md#searched-totals-stop-at-1000).
 */
const ADMIN_ACCOUNTS_COUNT_LIMIT = 1000;

const newestAccountsFirst = <F>(filter: F): ListDefaults<F, AccountSort> => ({
  filter,
  sortFields: ['createdAt', 'email'],
  sort: { field: 'createdAt', direction: 'desc' },
  pageSize: ADMIN_PAGE_SIZE,
  countUpTo: ADMIN_ACCOUNTS_COUNT_LIMIT,
});

/*
 * The account lists read the directory outside a unit of work: a page and its count are two
 * statements that can run side by side on two pooled connections
 * (docs/decisions/lists-at-scale.md#a-page-and-its-count-run-side-by-side).
 */

/** The Users tab (03 §2.10, 'Coming Soon' in the earlier system): every account with its roles. */
export class ListUsers {
  constructor(private readonly ports: Pick<CorePorts, 'repos'>) {}

  execute(input: AdminListInput<AccountFilter>): Promise<Result<Page<AccountSummary>, 'FORBIDDEN'>> {
    return adminList(input, newestAccountsFirst<AccountFilter>({ role: null }), (query) =>
      this.ports.repos.admin.listAccounts(query),
    );
  }
}

/** The owners table (03 §2.10): accounts holding the owner role, with their campgrounds. */
export class ListOwners {
  constructor(private readonly ports: Pick<CorePorts, 'repos'>) {}

  execute(input: AdminListInput<Record<string, never>>): Promise<Result<Page<OwnerSummary>, 'FORBIDDEN'>> {
    return adminList(input, newestAccountsFirst({}), (query) => this.ports.repos.admin.listOwners(query));
  }
}

/** The members table (03 §2.10): member accounts with their newest membership. */
export class ListMembers {
  constructor(private readonly ports: Pick<CorePorts, 'repos'>) {}

  execute(input: AdminListInput<MemberFilter>): Promise<Result<Page<MemberSummary>, 'FORBIDDEN'>> {
    return adminList(
      input,
      newestAccountsFirst<MemberFilter>({ campgroundId: null, status: null }),
      (query) => this.ports.repos.admin.listMembers(query),
    );
  }
}
