import type { PurchasePersonalData, PurchaseStepOneForm } from './purchase';

/**
 * The purchase form under 04 §7's names, as create-payment-intent and purchase-membership carry
 * it. The person's fields are named as in step one's form; only the three uploads differ, since
 * the request carries their upload ids where the form holds the files.
 */
export interface PurchaseRequestFields {
  readonly title?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  /** The ID number. */
  readonly numid?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly dateOfBirth?: string | null;
  readonly startDate?: string | null;
  readonly streetAddress?: string | null;
  readonly city?: string | null;
  readonly stateProvince?: string | null;
  readonly postalCode?: string | null;
  readonly country?: string | null;
  readonly specialRequests?: string | null;
  readonly isMilitary?: boolean | null;
  /** The selfie's upload id (from upload-document). */
  readonly idPhotoUrl?: string | null;
  /** The military document's upload id. */
  readonly militaryDocumentUrl?: string | null;
  /** The signature: its upload id, or the drawn PNG as a data URL. */
  readonly signatureDataUrl?: string | null;
  readonly agreeToTerms?: boolean | null;
  readonly agreeToDataUsage?: boolean | null;
  /** The 21+ acknowledgement (04 §2). */
  readonly ageConfirmed?: boolean | null;
}

/** Step one's validated data: what a checkout keeps and a profile is made from. */
export type PurchaseDetails = PurchasePersonalData;

/** A request's fields as step one's form, so the server validates exactly what the browser did. */
export const stepOneFormOf = (request: PurchaseRequestFields): PurchaseStepOneForm => {
  const { idPhotoUrl, militaryDocumentUrl, signatureDataUrl, ...same } = request;
  return {
    ...same,
    selfieWithId: idPhotoUrl,
    militaryDocument: militaryDocumentUrl,
    signature: signatureDataUrl,
  };
};
