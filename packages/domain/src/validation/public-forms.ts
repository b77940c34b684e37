import { err, ok, type Result } from '../shared/result';
import { isBlank, trimmed, VALIDATION_ERROR } from './form';
import { validateEmailAddress } from './password';

export const VERIFY_FIELDS_REQUIRED = 'Please fill in all fields';

export interface VerifyForm {
  readonly membershipCode?: string | null;
  readonly email?: string | null;
  readonly checkInDate?: string | null;
  readonly checkOutDate?: string | null;
}

export interface VerifyRequest {
  readonly membershipCode: string;
  readonly email: string;
  readonly checkInDate: string;
  readonly checkOutDate: string;
}

/** The Verify panel (04 §5): all four fields required; the code is sent in upper case. */
export const validateVerifyForm = (form: VerifyForm): Result<VerifyRequest, typeof VALIDATION_ERROR> => {
  if ([form.membershipCode, form.email, form.checkInDate, form.checkOutDate].some(isBlank)) {
    return err(VALIDATION_ERROR, VERIFY_FIELDS_REQUIRED);
  }
  return ok({
    membershipCode: trimmed(form.membershipCode).toUpperCase(),
    email: trimmed(form.email),
    checkInDate: trimmed(form.checkInDate),
    checkOutDate: trimmed(form.checkOutDate),
  });
};

/**
 * The reminder e-mail (04 §5): required ('Please enter your email address'), then valid ('Please
 * enter a valid email address'): the same rule and words as the reset request.
 */
export const validateReminderEmail = validateEmailAddress;
