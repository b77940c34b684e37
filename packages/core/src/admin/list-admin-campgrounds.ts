import { type PayoutAccountState, payoutAccountState, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { Page } from '../ports/list';
import type { AdminCampground, AdminCampgroundFilter } from '../ports/repositories/admin-directory';
import { type AdminListInput, adminList } from './admin-list';

/** The admin's page size (03 §7, §9: 50 for campgrounds, owners and members). */
export const ADMIN_PAGE_SIZE = 50;

export type ListAdminCampgroundsInput = AdminListInput<AdminCampgroundFilter>;

/** The newest owner invitation to a campground that is neither accepted nor expired. */
interface PendingOwnerInvitation {
  readonly email: string;
  readonly expiresAt: Date;
}

/**
 * A listed campground with the state of its payouts account; one without an owner also says whether
 * an invitation to it is pending.
 */
export type ListedCampground = AdminCampground & {
  readonly pendingInvitation?: PendingOwnerInvitation | null;
  readonly payoutState?: PayoutAccountState;
};

/**
 * The campgrounds table and logo page (03 §2.9, §2.10): by name, status filter and search. The
 * list of campgrounds without an owner (the Owners tab's, at most 100 a page) tells each one's
 * pending invitation, what Resend invitation acts on.
 */
export class ListAdminCampgrounds {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'clock'>) {}

  execute(input: ListAdminCampgroundsInput): Promise<Result<Page<ListedCampground>, 'FORBIDDEN'>> {
    return adminList(
      input,
      {
        filter: { status: null, unownedOnly: false },
        sortFields: ['name', 'createdAt'],
        sort: { field: 'name', direction: 'asc' },
        pageSize: ADMIN_PAGE_SIZE,
      },
      (query) =>
        this.ports.unitOfWork.run(async (repos): Promise<Page<ListedCampground>> => {
          const listed = await repos.admin.listCampgrounds(query);
          const accounts = new Map(
            (await repos.payoutAccounts.listByCampgrounds(listed.items.map((c) => c.id))).map((a) => [
              a.campgroundId,
              a,
            ]),
          );
          const page = {
            ...listed,
            items: listed.items.map((campground) => ({
              ...campground,
              payoutState: payoutAccountState(accounts.get(campground.id) ?? null),
            })),
          };
          if (!query.filter.unownedOnly) return page;
          // The page's pending invitations in one read, newest first: each campground's first is its newest.
          const pending = await repos.invitations.listPendingForCampgrounds(
            page.items.map((campground) => campground.id),
            this.ports.clock.now(),
          );
          const newest = new Map<string, PendingOwnerInvitation>();
          for (const { campgroundId, email, expiresAt } of pending) {
            if (!newest.has(campgroundId)) newest.set(campgroundId, { email, expiresAt });
          }
          const items: ListedCampground[] = page.items.map((campground) => ({
            ...campground,
            pendingInvitation: newest.get(campground.id) ?? null,
          }));
          return { ...page, items };
        }),
    );
  }
}
