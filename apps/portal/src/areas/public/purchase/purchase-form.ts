import type { PurchaseFormRequest } from '@camppass/client';
import type { PurchasePersonalData } from '@camppass/domain';

export {
  type BillingForm,
  emptyBillingForm,
} from '../../../shared/payments/billing-form';

/** The personal data of step 1 (04 §3 purchase form), as typed. */
export interface PersonalForm {
  title: string;
  firstName: string;
  lastName: string;
  numid: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  startDate: string;
  streetAddress: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: string;
  specialRequests: string;
  isMilitary: boolean;
  agreeToTerms: boolean;
  agreeToDataUsage: boolean;
  ageConfirmed: boolean;
}

export interface ChosenFile {
  readonly file: File;
  /** Base64 preview of images (04 §3); null for a PDF. */
  readonly preview: string | null;
}

export const emptyPersonalForm = (overrides: Partial<PersonalForm> = {}): PersonalForm => ({
  title: '',
  firstName: '',
  lastName: '',
  numid: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  startDate: '',
  streetAddress: '',
  city: '',
  stateProvince: '',
  postalCode: '',
  country: 'US',
  specialRequests: '',
  isMilitary: false,
  agreeToTerms: false,
  agreeToDataUsage: false,
  ageConfirmed: false,
  ...overrides,
});

/** A data URL as bytes, for uploading the drawn signature. */
export const dataUrlToBlob = (dataUrl: string): Blob => {
  const [header, data = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(header ?? '')?.[1] ?? 'application/octet-stream';
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
};

export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Fields the purchase form may leave empty; the page sends every other one. */
type OptionalPurchaseField = 'title' | 'specialRequests' | 'militaryDocumentUrl';

/**
 * The purchase form as create-payment-intent takes it (04 §7), every field present;
 * `idPhotoUrl`, `militaryDocumentUrl` and `signatureDataUrl` are upload ids.
 */
export type PurchaseFormBody = {
  readonly [K in keyof PurchaseFormRequest]-?: K extends OptionalPurchaseField
    ? Exclude<PurchaseFormRequest[K], undefined>
    : NonNullable<PurchaseFormRequest[K]>;
};

/** The ids the uploads answered, by the field that names each file. */
export interface UploadIds {
  readonly idPhotoUrl: string;
  readonly militaryDocumentUrl: string | null;
  readonly signatureDataUrl: string;
}

/** The checked step 1 as create-payment-intent's purchase: checked fields, upload ids, the agreements. */
export const purchaseFormBody = (
  checked: PurchasePersonalData,
  form: Pick<PersonalForm, 'agreeToTerms' | 'agreeToDataUsage' | 'ageConfirmed'>,
  email: string,
  isMilitary: boolean,
  uploads: UploadIds,
): PurchaseFormBody => ({
  ...checked,
  email,
  isMilitary,
  ...uploads,
  agreeToTerms: form.agreeToTerms,
  agreeToDataUsage: form.agreeToDataUsage,
  ageConfirmed: form.ageConfirmed,
});
