import { describe, expect, it } from 'vitest';
import { guessImportMapping, mappingByHeader, missingImportFields, unmappedHeaders } from './import-columns';

describe('guessImportMapping', () => {
  it('guesses fields from common header spellings', () => {
    const headers = [
      'E-mail Address',
      'first_name',
      'Surname',
      'Plan',
      'Joined',
      'Expires',
      'ZIP',
      'Favourite colour',
    ];
    const mapping = guessImportMapping(headers);
    expect(mapping).toEqual({
      email: 0,
      firstName: 1,
      lastName: 2,
      membershipType: 3,
      startDate: 4,
      endDate: 5,
      postalCode: 6,
    });
    expect(unmappedHeaders(headers, mapping)).toEqual(['Favourite colour']);
    expect(missingImportFields(mapping)).toEqual([]);
  });

  it('lets a remembered mapping win over the guess', () => {
    const headers = ['Email', 'Notes', 'Type'];
    const mapping = guessImportMapping(headers, { Notes: 'membershipType' });
    expect(mapping).toMatchObject({ email: 0, membershipType: 1 });
    expect(mappingByHeader(headers, mapping)).toEqual({ Email: 'email', Notes: 'membershipType' });
  });

  it('names the required fields a mapping leaves out', () => {
    expect(missingImportFields(guessImportMapping(['Email']))).toEqual([
      'First name',
      'Last name',
      'Membership type',
      'Start date',
      'End date',
    ]);
  });
});
