import { ok, type Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { Page } from '../ports/list';
import type { Principal } from '../shared/principal';
import {
  type ListDocumentsRequest,
  listReviewableDocuments,
  type ReviewableDocument,
} from './documents-for-review';

/** A member with military documents at the campground (03 §3 Military user). */
export interface MilitaryUser {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly documents: readonly ReviewableDocument[];
}

/**
 * get-military-users-with-membership (03 §7): the campground's military documents, paged in the
 * database by member name, each page's documents gathered under their member, with signed links and
 * review trails. A member whose documents straddle a page boundary appears on both pages.
 */
export class ListMilitaryUsers {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'storage'>) {}

  async execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string | null | undefined;
    readonly request?: ListDocumentsRequest;
  }): Promise<
    Result<
      {
        readonly users: MilitaryUser[];
        readonly page: Page<ReviewableDocument>;
        /** Military documents at the campground waiting for a review. */
        readonly pendingCount: number;
      },
      'VALIDATION_ERROR' | 'FORBIDDEN'
    >
  > {
    const listed = await listReviewableDocuments(this.ports, {
      ...input,
      kind: 'military-document',
      request: input.request ?? {},
      defaultSort: 'name',
    });
    if (!listed.ok) return listed;
    const users = new Map<string, MilitaryUser & { documents: ReviewableDocument[] }>();
    for (const document of listed.value.page.items) {
      const { item } = document;
      const user = users.get(item.document.userId) ?? {
        userId: item.document.userId,
        firstName: item.firstName,
        lastName: item.lastName,
        email: item.email,
        phone: item.phone,
        documents: [],
      };
      user.documents.push(document);
      users.set(user.userId, user);
    }
    return ok({
      users: [...users.values()],
      page: listed.value.page,
      pendingCount: listed.value.pendingCount,
    });
  }
}
