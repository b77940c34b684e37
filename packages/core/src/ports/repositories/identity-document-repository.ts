/** The private files a purchase keeps (04 §3, 03 §3 selfie-ID, signature and military records). */
export type IdentityDocumentKind = 'selfie' | 'signature' | 'military-document';
/** Owners verify military documents (03 §3); selfies and signatures stay `pending` until reviewed. */
export type IdentityDocumentStatus = 'pending' | 'approved' | 'rejected';

interface IdentityDocumentFields {
  readonly membershipId: string;
  readonly userId: string;
  readonly campgroundId: string;
  readonly kind: IdentityDocumentKind;
  /** Where FileStorage keeps the bytes; reached only through short-lived signed links. */
  readonly storageKey: string;
  readonly contentType: string;
  readonly status: IdentityDocumentStatus;
  /** The file's size in bytes, when it was recorded (the member's document list shows it). */
  readonly sizeBytes?: number | null;
}

export interface IdentityDocumentRecord extends IdentityDocumentFields {
  readonly id: string;
  readonly sizeBytes: number | null;
  readonly createdAt: Date;
}

export type NewIdentityDocument = IdentityDocumentFields & { readonly createdAt: Date };

export interface IdentityDocumentRepository {
  create(document: NewIdentityDocument): Promise<IdentityDocumentRecord>;
  /** The membership's documents, oldest first. */
  listByMembership(membershipId: string): Promise<IdentityDocumentRecord[]>;
  /** The user's documents at every campground, oldest first. */
  listByUser(userId: string): Promise<IdentityDocumentRecord[]>;
}
