import {
  DATE_FORMAT_INVALID,
  FORM_HAS_ERRORS,
  POSTAL_CODE_INVALID,
  PROFILE_NO_VALID_DATA,
} from '@camppass/domain';
import { describe, expect, it } from 'vitest';
import { setUpMemberArea } from '../testing/member-area-fixture';

describe('update-profile', () => {
  it('drops blanks, never changes the e-mail, and names the fields it updated', async () => {
    const f = await setUpMemberArea();
    const result = await f.use.updateProfile.execute({
      caller: f.member.principal,
      body: {
        firstName: '  Alex ',
        lastName: '',
        email: 'stolen@camppass.test',
        city: 'Austin',
        postalCode: '78701-1234',
        dateOfBirth: '1990-04-05',
        status: 'suspended',
        phone: '   ',
      },
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.updatedFields).toEqual(['firstName', 'dateOfBirth', 'city', 'postalCode']);
    expect(result.value.profile).toMatchObject({
      email: 'member@camppass.test',
      firstName: 'Alex',
      lastName: 'Rivers',
      city: 'Austin',
      postalCode: '78701-1234',
      dateOfBirth: '1990-04-05',
      status: 'active',
    });
    expect((await f.repos.users.findById(f.member.user.id))?.email).toBe('member@camppass.test');
  });

  it('refuses an update with nothing left, and bad formats with the form’s messages', async () => {
    const f = await setUpMemberArea();
    const nothing = await f.use.updateProfile.execute({
      caller: f.member.principal,
      body: { email: 'x@camppass.test', firstName: ' ', id: 'other' },
    });
    expect(nothing).toMatchObject({ ok: false, code: 'NO_VALID_DATA', message: PROFILE_NO_VALID_DATA });
    const bad = await f.use.updateProfile.execute({
      caller: f.member.principal,
      body: { postalCode: '1234', dateOfBirth: '05/04/1990' },
    });
    expect(bad).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: FORM_HAS_ERRORS,
      fieldErrors: { postalCode: POSTAL_CODE_INVALID, dateOfBirth: DATE_FORMAT_INVALID },
    });
  });
});
