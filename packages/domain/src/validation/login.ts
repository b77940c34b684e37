import { canActAs, type RoleHolder } from '../roles/roles';
import type { LoginType } from '../roles/routing';
import { err, ok, type Result } from '../shared/result';
import { isBlank, trimmed, VALIDATION_ERROR } from './form';

export const LOGIN_FIELDS_REQUIRED = 'Please enter both email and password';
export const LOGIN_CAPTCHA_REQUIRED = 'reCAPTCHA verification failed. Please try again.';
export const OWNER_ACCESS_NOT_AUTHORIZED = 'This account is not authorized for owner access.';
export const ADMIN_ACCESS_NOT_AUTHORIZED = 'This account is not authorized for administrator access.';

export interface LoginForm {
  readonly email: string;
  readonly password: string;
  readonly recaptchaToken?: string | null;
}

export interface LoginRequest {
  readonly email: string;
  readonly password: string;
  readonly recaptchaToken: string;
}

/**
 * The checks every login makes before calling auth-login (01 §5): both fields non-empty after
 * trimming, then a captcha token. The e-mail is sent trimmed; the password exactly as typed.
 */
export const validateLoginForm = (
  form: LoginForm,
): Result<LoginRequest, typeof VALIDATION_ERROR | 'CAPTCHA_REQUIRED'> => {
  if (isBlank(form.email) || isBlank(form.password)) return err(VALIDATION_ERROR, LOGIN_FIELDS_REQUIRED);
  const recaptchaToken = trimmed(form.recaptchaToken);
  if (recaptchaToken === '') return err('CAPTCHA_REQUIRED', LOGIN_CAPTCHA_REQUIRED);
  return ok({ email: trimmed(form.email), password: form.password, recaptchaToken });
};

/** Whether the signed-in user may use this login (01 §5); a super admin may use every login. */
export const authorizeLoginType = (loginType: LoginType, user: RoleHolder): Result<true, 'FORBIDDEN'> => {
  if (loginType === 'superAdmin') {
    return canActAs(user, 'super_admin') ? ok(true) : err('FORBIDDEN', ADMIN_ACCESS_NOT_AUTHORIZED);
  }
  if (loginType === 'owner') {
    return canActAs(user, 'owner') || canActAs(user, 'staff')
      ? ok(true)
      : err('FORBIDDEN', OWNER_ACCESS_NOT_AUTHORIZED);
  }
  return ok(true);
};
