import { describe, expect, it } from 'vitest';
import {
  campgroundsOpenForInvitation,
  normalizeOwnerName,
  validateActivationForm,
  validateInvitationParams,
  validateInviteOwner,
} from './owner-invitation';

describe('owner creation names (03 §5)', () => {
  it.each([
    [
      { email: ' Jo@Camp.COM ', firstName: ' Jo ', lastName: ' Ray ' },
      { email: 'jo@camp.com', firstName: 'Jo', lastName: 'Ray' },
    ],
    [
      { email: 'jo@camp.com', name: '  Jo Anne Ray ' },
      { email: 'jo@camp.com', firstName: 'Jo', lastName: 'Anne Ray' },
    ],
    [
      { email: 'jo@camp.com', name: 'Cher' },
      { email: 'jo@camp.com', firstName: 'Cher', lastName: '' },
    ],
    [
      { email: 'jo@camp.com', firstName: 'Jo', name: 'Other Name' },
      { email: 'jo@camp.com', firstName: 'Jo', lastName: '' },
    ],
    [{ email: 'jo@camp.com' }, { email: 'jo@camp.com', firstName: '', lastName: '' }],
  ])('%j → %j', (input, owner) => {
    expect(normalizeOwnerName(input)).toEqual(owner);
  });
});

describe('invite owner (03 §5)', () => {
  it('requires the e-mail and a campground', () => {
    expect(validateInviteOwner({ email: ' ', campgroundId: '' })).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: 'Email is required',
      fieldErrors: {
        email: 'Email is required',
        campgroundId: 'Please select a campground to assign to this owner',
      },
    });
    expect(validateInviteOwner({ email: 'nope', campgroundId: 'c1' })).toMatchObject({
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });

  it('builds the invite payload with a normalised e-mail and a full name', () => {
    expect(
      validateInviteOwner({ email: 'Jo@Camp.com', firstName: 'Jo', lastName: 'Ray', campgroundId: 'c1' }),
    ).toEqual({
      ok: true,
      value: { email: 'jo@camp.com', firstName: 'Jo', lastName: 'Ray', name: 'Jo Ray', campgroundId: 'c1' },
    });
  });
});

describe('activation (03 §5)', () => {
  it('needs token and e-mail in the link', () => {
    for (const params of [{ token: 't' }, { email: 'a@b.co' }, { token: ' ', email: 'a@b.co' }]) {
      expect(validateInvitationParams(params)).toEqual({
        ok: false,
        code: 'INVALID_INVITATION',
        message: 'Invalid invitation link. Required parameters are missing.',
      });
    }
    expect(validateInvitationParams({ token: 't', email: 'a@b.co' })).toEqual({
      ok: true,
      value: { token: 't', email: 'a@b.co' },
    });
  });

  it.each([
    [
      { password: 'short', confirmPassword: 'short', acceptTerms: true },
      { password: 'Password must be at least 8 characters long' },
    ],
    [
      { password: 'longenough', confirmPassword: 'different', acceptTerms: true },
      { confirmPassword: 'Passwords do not match' },
    ],
    [
      { password: 'longenough', confirmPassword: 'longenough', acceptTerms: false },
      { acceptTerms: 'You must accept the terms and conditions' },
    ],
  ])('%j → %j', (form, fieldErrors) => {
    expect(validateActivationForm(form)).toMatchObject({ ok: false, fieldErrors });
  });

  it('accepts a matching password of 8 characters with the terms accepted', () => {
    expect(
      validateActivationForm({ password: 'longenough', confirmPassword: 'longenough', acceptTerms: true }),
    ).toEqual({
      ok: true,
      value: 'longenough',
    });
  });
});

describe('campgrounds offered to a new owner (03 §5)', () => {
  it('offers only campgrounds with no owner', () => {
    const campgrounds = [
      { id: 'a', owner_id: 'u1' },
      { id: 'b', owner_id: null },
      { id: 'c' },
      { id: 'd', owner_id: '' },
    ];
    expect(campgroundsOpenForInvitation(campgrounds).map((c) => c.id)).toEqual(['b', 'c', 'd']);
  });
});
