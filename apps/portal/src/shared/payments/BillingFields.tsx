import { BILLING_COUNTRIES, type BillingAddress, isBillingComplete } from '@camppass/domain';
import { Checkbox, NativeSelect, TextField } from '@camppass/ui';
import { type BillingBlock, type BillingForm, billsOwnDetails } from './billing-form';
import { PAYMENT_COPY } from './payment-copy';
import './payments.css';

const BLOCK_FIELDS = [
  ['firstName', PAYMENT_COPY.billingFirstName, 'billing given-name', true],
  ['lastName', PAYMENT_COPY.billingLastName, 'billing family-name', true],
  ['email', PAYMENT_COPY.billingEmail, 'billing email', true],
  ['phone', PAYMENT_COPY.billingPhone, 'billing tel', false],
  ['streetAddress', PAYMENT_COPY.billingStreet, 'billing street-address', true],
  ['city', PAYMENT_COPY.billingCity, 'billing address-level2', true],
  ['stateProvince', PAYMENT_COPY.billingState, 'billing address-level1', true],
  ['postalCode', PAYMENT_COPY.billingPostal, 'billing postal-code', true],
] as const;

/**
 * Cardholder and billing (02 §3, 04 §5): the block is asked for only when it differs from the payer's
 * own details, and the choice to use those is offered only when they hold every billing field.
 */
export function BillingFields({
  billing,
  own,
  onChange,
  errors,
  sameLabel = PAYMENT_COPY.sameAsPersonal,
}: {
  billing: BillingForm;
  /** The payer's own details: the purchase's personal data, the member's profile. */
  own: BillingAddress | null;
  onChange: (billing: BillingForm) => void;
  errors: Readonly<Record<string, string>>;
  /** The checkbox that uses the payer's own details. */
  sameLabel?: string;
}) {
  const setBlock = (field: keyof BillingBlock, value: string) =>
    onChange({ ...billing, billing: { ...billing.billing, [field]: value } });
  return (
    <fieldset className="cp-pay-fieldset">
      <legend>{PAYMENT_COPY.billingTitle}</legend>
      <TextField
        label={PAYMENT_COPY.cardholderName}
        value={billing.cardholderName}
        onChange={(value) => onChange({ ...billing, cardholderName: value })}
        errorMessage={errors.cardholderName}
        autoComplete="cc-name"
        isRequired
      />
      {isBillingComplete(own) && (
        <Checkbox
          isSelected={billing.useSameAsBilling}
          onChange={(value) => onChange({ ...billing, useSameAsBilling: value })}
        >
          {sameLabel}
        </Checkbox>
      )}
      {!billsOwnDetails(billing, own) && (
        <div className="cp-pay-grid">
          {BLOCK_FIELDS.map(([field, label, autoComplete, required]) => (
            <TextField
              key={field}
              label={label}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              value={billing.billing[field]}
              onChange={(value) => setBlock(field, value)}
              errorMessage={errors[`billing.${field}`]}
              autoComplete={autoComplete}
              isRequired={required}
            />
          ))}
          <NativeSelect
            label={PAYMENT_COPY.billingCountry}
            value={billing.billing.country}
            options={BILLING_COUNTRIES}
            onChange={(value) => setBlock('country', value)}
            errorMessage={errors['billing.country']}
            isRequired
          />
        </div>
      )}
    </fieldset>
  );
}
