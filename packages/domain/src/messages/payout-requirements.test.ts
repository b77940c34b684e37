import { describe, expect, it } from 'vitest';
import { payoutRequirementsList, payoutRequirementWords } from './payout-requirements';

describe('payout requirements in the owner’s words', () => {
  it('reads the names Stripe asks for as things an owner knows', () => {
    expect(payoutRequirementWords('external_account')).toBe('A bank account for payouts');
    expect(payoutRequirementWords('individual.verification.document')).toBe('An identity document');
    expect(payoutRequirementWords('representative.dob.year')).toBe('A date of birth');
    expect(payoutRequirementWords('tos_acceptance.date')).toBe('Acceptance of the Stripe services agreement');
    expect(payoutRequirementWords('business_profile.url')).toBe('A website or product description');
    expect(payoutRequirementWords('company.tax_id')).toBe('The business’s tax ID');
  });

  it('reads a name it does not know from its own parts', () => {
    expect(payoutRequirementWords('individual.political_exposure')).toBe('Political exposure');
    expect(payoutRequirementWords('person_123.nationality')).toBe('Nationality');
  });

  it('lists each thing once, in the order asked', () => {
    expect(
      payoutRequirementsList([
        'individual.dob.day',
        'individual.dob.month',
        'external_account',
        'individual.dob.year',
        'individual.first_name',
        'individual.last_name',
      ]),
    ).toEqual(['A date of birth', 'A bank account for payouts', 'A legal name']);
    expect(payoutRequirementsList([])).toEqual([]);
  });
});
