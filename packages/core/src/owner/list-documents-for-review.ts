import type { Result } from '@camppass/domain';
import type { CorePorts } from '../ports/core-ports';
import type { Principal } from '../shared/principal';
import {
  type ListDocumentsRequest,
  listReviewableDocuments,
  type ReviewablePage,
} from './documents-for-review';

/**
 * get-selfie-documents and user-signature (03 §7): a campground's selfies with ID, or its
 * e-signatures, newest first, searched by name, e-mail or membership code, with signed links that
 * expire in minutes and each document's review trail. Owners and staff of the campground only.
 */
export class ListDocumentsForReview {
  constructor(private readonly ports: Pick<CorePorts, 'unitOfWork' | 'storage'>) {}

  execute(input: {
    readonly actor: Principal;
    readonly campgroundId: string | null | undefined;
    readonly kind: 'selfie' | 'signature';
    readonly request?: ListDocumentsRequest;
  }): Promise<Result<ReviewablePage, 'VALIDATION_ERROR' | 'FORBIDDEN'>> {
    return listReviewableDocuments(this.ports, {
      ...input,
      request: input.request ?? {},
      defaultSort: 'createdAt',
    });
  }
}
