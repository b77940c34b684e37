import type { PurchasePersonalData, PurchaseStepOneForm } from './purchase';

/**
 * The purchase form under 04 §7's names, as create-payment-intent and purchase-membership carry
 * it. Five fields are named differently from step one's form: `numid` (ID number),
 * `stateProvince` (state) and the three upload ids.
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

/** Step one's validated data under 04 §7's names: what a checkout keeps and a profile is made from. */
export type PurchaseDetails = Omit<PurchasePersonalData, 'idNumber' | 'state'> & {
  readonly numid: string;
  readonly stateProvince: string;
};

/** A request's fields as step one's form, so the server validates exactly what the browser did. */
export const stepOneFormOf = (request: PurchaseRequestFields): PurchaseStepOneForm => {
  const { numid, stateProvince, idPhotoUrl, militaryDocumentUrl, signatureDataUrl, ...same } = request;
  return {
    ...same,
    idNumber: numid,
    state: stateProvince,
    selfieWithId: idPhotoUrl,
    militaryDocument: militaryDocumentUrl,
    signature: signatureDataUrl,
  };
};

/** Step one's validated data under 04 §7's names (the browser's request body, the stored checkout). */
export const purchaseDetailsOf = (personal: PurchasePersonalData): PurchaseDetails => {
  const { idNumber, state, ...same } = personal;
  return { ...same, numid: idNumber, stateProvince: state };
};
