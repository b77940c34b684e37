import { err, ok, type Result } from '../shared/result';
import { isEmail, normalizeEmail } from './email';
import { type FieldErrors, formResult, isBlank, trimmed, type VALIDATION_ERROR } from './form';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  RESET_EMAIL_INVALID,
} from './password';

const INVITE_EMAIL_REQUIRED = 'Email is required';
export const INVITE_CAMPGROUND_REQUIRED = 'Please select a campground to assign to this owner';
export const INVITATION_LINK_INCOMPLETE = 'Invalid invitation link. Required parameters are missing.';
export const TERMS_NOT_ACCEPTED = 'You must accept the terms and conditions';

export interface OwnerName {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * Owner creation (03 §5): e-mail trimmed and lower-cased, names trimmed; when both names are
 * missing, a full name is split on its first space (first word, then the rest).
 */
export const normalizeOwnerName = (input: {
  readonly email: string;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly name?: string | null;
}): OwnerName => {
  let firstName = trimmed(input.firstName);
  let lastName = trimmed(input.lastName);
  const fullName = trimmed(input.name);
  if (firstName === '' && lastName === '' && fullName !== '') {
    const space = fullName.indexOf(' ');
    firstName = space === -1 ? fullName : fullName.slice(0, space);
    lastName = space === -1 ? '' : fullName.slice(space + 1).trim();
  }
  return { email: normalizeEmail(input.email), firstName, lastName };
};

export interface InviteOwnerForm {
  readonly email: string;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly name?: string | null;
  readonly campgroundId?: string | null;
}

/** The invite-owner payload of 03 §7: {email, firstName, lastName, name, campgroundId}. */
export interface InviteOwnerRequest extends OwnerName {
  readonly name: string;
  readonly campgroundId: string;
}

/**
 * The invite-owner form (03 §5): e-mail and campground required. The address must also match the
 * simple e-mail pattern, since the invitation is sent to it.
 */
export const validateInviteOwner = (
  form: InviteOwnerForm,
): Result<InviteOwnerRequest, typeof VALIDATION_ERROR> => {
  const fieldErrors: FieldErrors = {};
  if (isBlank(form.email)) fieldErrors.email = INVITE_EMAIL_REQUIRED;
  else if (!isEmail(trimmed(form.email))) fieldErrors.email = RESET_EMAIL_INVALID;
  if (isBlank(form.campgroundId)) fieldErrors.campgroundId = INVITE_CAMPGROUND_REQUIRED;
  const owner = normalizeOwnerName(form);
  const name = trimmed(form.name) || [owner.firstName, owner.lastName].filter(Boolean).join(' ');
  return formResult(fieldErrors, { ...owner, name, campgroundId: trimmed(form.campgroundId) });
};

/** The activation link's query parameters (03 §5): token and e-mail both required. */
export const validateInvitationParams = (params: {
  readonly token?: string | null;
  readonly email?: string | null;
}): Result<{ token: string; email: string }, 'INVALID_INVITATION'> =>
  isBlank(params.token) || isBlank(params.email)
    ? err('INVALID_INVITATION', INVITATION_LINK_INCOMPLETE)
    : ok({ token: trimmed(params.token), email: trimmed(params.email) });

export interface ActivationForm {
  readonly password: string;
  readonly confirmPassword: string;
  readonly acceptTerms: boolean;
}

/** The activation form (03 §5): password of at least 8 characters, matching confirmation, terms accepted. */
export const validateActivationForm = (form: ActivationForm): Result<string, typeof VALIDATION_ERROR> => {
  const fieldErrors: FieldErrors = {};
  if (form.password.length < MIN_PASSWORD_LENGTH) fieldErrors.password = PASSWORD_TOO_SHORT;
  else if (form.password !== form.confirmPassword) fieldErrors.confirmPassword = PASSWORDS_DO_NOT_MATCH;
  if (!form.acceptTerms) fieldErrors.acceptTerms = TERMS_NOT_ACCEPTED;
  return formResult(fieldErrors, form.password);
};

/** The campgrounds the invite form offers: only those with no owner yet (03 §5). */
export const campgroundsOpenForInvitation = <C extends { readonly owner_id?: string | null }>(
  campgrounds: readonly C[],
): C[] => campgrounds.filter((campground) => !campground.owner_id);
