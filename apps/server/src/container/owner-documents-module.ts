import {
  CLOCK,
  FILE_STORAGE,
  ListDocumentsForReview,
  ListMilitaryUsers,
  ReviewDocument,
  UNIT_OF_WORK,
} from '@camppass/core';
import { ContainerModule } from 'inversify';
import { useCaseToken as token } from './use-case-token';

/** Injection tokens of the owner area's Document Verification (03 §2.8). */
export const OWNER_DOCUMENT_USE_CASES = {
  listDocumentsForReview: token<ListDocumentsForReview>('ListDocumentsForReview'),
  listMilitaryUsers: token<ListMilitaryUsers>('ListMilitaryUsers'),
  reviewDocument: token<ReviewDocument>('ReviewDocument'),
} as const;

export const ownerDocumentsModule = () =>
  new ContainerModule(({ bind }) => {
    const u = OWNER_DOCUMENT_USE_CASES;
    bind(u.listDocumentsForReview).toResolvedValue(
      (uow, storage) => new ListDocumentsForReview(uow, storage),
      [UNIT_OF_WORK, FILE_STORAGE],
    );
    bind(u.listMilitaryUsers).toResolvedValue(
      (uow, storage) => new ListMilitaryUsers(uow, storage),
      [UNIT_OF_WORK, FILE_STORAGE],
    );
    bind(u.reviewDocument).toResolvedValue(
      (uow, clock) => new ReviewDocument(uow, clock),
      [UNIT_OF_WORK, CLOCK],
    );
  });
