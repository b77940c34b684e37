import {
  type BillingAddress,
  DEFAULT_BILLING_COUNTRY,
  isBillingComplete,
  validateBilling,
} from '@camppass/domain';

/** The separate billing block (02 §3 billing details, 04 §5). */
export interface BillingBlock {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  streetAddress: string;
  city: string;
  stateProvince: string;
  postalCode: string;
  country: string;
}

export interface BillingForm {
  cardholderName: string;
  useSameAsBilling: boolean;
  billing: BillingBlock;
}

/** Cardholder, the separate block, and whether billing is the payer's own details instead. */
export const emptyBillingForm = (): BillingForm => ({
  cardholderName: '',
  useSameAsBilling: true,
  billing: {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    streetAddress: '',
    city: '',
    stateProvince: '',
    postalCode: '',
    country: DEFAULT_BILLING_COUNTRY,
  },
});

/**
 * Whether billing uses the payer's own details: only when they were chosen and are complete, since
 * missing ones could not be filled in anywhere (the separate block is shown otherwise).
 */
export const billsOwnDetails = (form: BillingForm, own: BillingAddress | null): boolean =>
  form.useSameAsBilling && isBillingComplete(own);

/** The cardholder and the billing in use, checked (02 §5, 04 §5). */
export const checkBilling = (form: BillingForm, own: BillingAddress | null) =>
  validateBilling({
    cardholderName: form.cardholderName,
    sameAsProfile: billsOwnDetails(form, own),
    profile: own,
    billing: form.billing,
  });
