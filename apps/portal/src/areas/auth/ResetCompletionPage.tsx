import {
  PASSWORD_RESET_SUCCESS_PATH,
  PATHS,
  RESET_FORM_TITLE,
  RESET_INVALID_TITLE,
  RESET_SESSION_INVALID,
  RESET_SUCCESS_REDIRECT_MS,
  RESET_UPDATED_TITLE,
  RESET_VALIDATING_TITLE,
  readResetLinkParams,
  resetLinkErrorMessage,
  resetTokenErrorMessage,
  validateNewPassword,
  validateResetLinkType,
} from '@camppass/domain';
import { Banner, Button, Link, Spinner } from '@camppass/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { useRuntimeConfig } from '../../shared/config/RuntimeConfigContext';
import { COPY, PASSWORD_REQUIREMENTS } from '../../shared/copy';
import { PageLayout } from '../../shared/layout/PageLayout';
import { NewPasswordFields } from './NewPasswordFields';

type Step =
  | { readonly kind: 'validating' }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'form'; readonly code: string }
  | { readonly kind: 'success' };

/** Token failures of reset-password: the link itself is spent, so the page turns to its invalid state. */
const LINK_FAILURE = /TOKEN|CODE|LINK|EXPIRED|NOT_FOUND/i;

/**
 * Reads a reset link (01 §2): its error first, then its type, then its code. The code is checked
 * by the server when the new password is saved.
 */
const stepForLink = (search: string, hash: string): Step => {
  const link = readResetLinkParams(search, hash);
  if (link.error_code || link.error_description) {
    return { kind: 'invalid', message: resetLinkErrorMessage(link) };
  }
  if (link.type !== null) {
    const type = validateResetLinkType(link.type);
    if (!type.ok) return { kind: 'invalid', message: type.message };
  }
  if (!link.code) return { kind: 'invalid', message: RESET_SESSION_INVALID };
  return { kind: 'form', code: link.code };
};

/** The password reset completion of /auth/reset-password, /auth/callback and /password-reset-confirm. */
export function ResetCompletionPage() {
  const { api, status, endSession } = useAuth();
  const { supportEmail } = useRuntimeConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'validating' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setStep(stepForLink(location.search, location.hash));
  }, [location.search, location.hash]);

  useEffect(() => {
    if (step.kind !== 'success') return;
    const timer = setTimeout(
      () => navigate(PASSWORD_RESET_SUCCESS_PATH, { replace: true }),
      RESET_SUCCESS_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [step.kind, navigate]);

  if (step.kind === 'validating') {
    return (
      <PageLayout title={RESET_VALIDATING_TITLE}>
        <Spinner size="lg" aria-label={RESET_VALIDATING_TITLE} />
      </PageLayout>
    );
  }

  if (step.kind === 'invalid') {
    return (
      <PageLayout title={RESET_INVALID_TITLE}>
        <Banner variant="error">{step.message}</Banner>
        <ul className="portal-links">
          <li>
            <Link href={PATHS.memberPasswordReset} variant="standalone">
              {COPY.requestMemberReset}
            </Link>
          </li>
          <li>
            <Link href={PATHS.ownerPasswordReset} variant="standalone">
              {COPY.requestOwnerReset}
            </Link>
          </li>
        </ul>
      </PageLayout>
    );
  }

  if (step.kind === 'success') {
    return (
      <PageLayout title={RESET_UPDATED_TITLE}>
        <ul className="portal-links">
          <li>
            <Link href={PATHS.memberLogin} variant="standalone">
              {COPY.goToMemberLogin}
            </Link>
          </li>
          <li>
            <Link href={PATHS.ownerLogin} variant="standalone">
              {COPY.goToOwnerLogin}
            </Link>
          </li>
        </ul>
      </PageLayout>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = validateNewPassword(password, confirmation);
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors ?? {});
      return;
    }
    setFieldErrors({});
    setBusy(true);
    const answer = await api.call('reset-password', { code: step.code, password: checked.value });
    setBusy(false);
    if (answer.ok) {
      // The user is signed out after a reset (01 §4), on this device too.
      if (status === 'signed-in') endSession();
      setStep({ kind: 'success' });
      return;
    }
    const code = answer.code;
    if (code !== 'VALIDATION_ERROR' && code !== 'RATE_LIMITED' && LINK_FAILURE.test(code)) {
      const serverError = answer.failure.kind === 'response' ? answer.failure.error : null;
      setStep({ kind: 'invalid', message: resetTokenErrorMessage(serverError ?? code) });
      return;
    }
    if (answer.fieldErrors) setFieldErrors(answer.fieldErrors);
    setError(answer.message);
  };

  return (
    <PageLayout title={RESET_FORM_TITLE}>
      {error && <Banner variant="error">{error}</Banner>}
      <form className="portal-form" onSubmit={submit} noValidate>
        <NewPasswordFields
          passwordLabel={COPY.newPassword}
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          fieldErrors={fieldErrors}
        />
        <ul className="portal-requirements" aria-label="Password requirements">
          {PASSWORD_REQUIREMENTS.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
        <Button
          type="submit"
          fullWidth
          isPending={busy}
          pendingLabel={COPY.updating}
          isDisabled={!busy && (password === '' || confirmation === '')}
        >
          {COPY.updatePassword}
        </Button>
      </form>
      <p className="portal-links">
        <Link href={`mailto:${supportEmail}`} variant="standalone">
          {COPY.emailSupport}
        </Link>
      </p>
    </PageLayout>
  );
}
