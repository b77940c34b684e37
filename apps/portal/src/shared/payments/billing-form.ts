import { DEFAULT_BILLING_COUNTRY } from '@camppass/domain';

/** The separate billing block (02 §3 billing details, 04 §5). */
export interface BillingBlock {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  streetAddress: string;
  city: string;
  state: string;
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
    state: '',
    postalCode: '',
    country: DEFAULT_BILLING_COUNTRY,
  },
});
