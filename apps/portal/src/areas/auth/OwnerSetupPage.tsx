import type { InvitationData } from '@camppass/client';
import {
  ACTIVATION_REDIRECT_MS,
  ACTIVATION_SUCCESS,
  GO_TO_HOME_LABEL,
  PATHS,
  validateActivationForm,
  validateInvitationParams,
} from '@camppass/domain';
import { Banner, Button, Checkbox, Link, Spinner } from '@camppass/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { useCaptcha } from '../../shared/captcha/useCaptcha';
import { useRuntimeConfig } from '../../shared/config/RuntimeConfigContext';
import { COPY } from '../../shared/copy';
import { PageLayout } from '../../shared/layout/PageLayout';
import { NewPasswordFields } from './NewPasswordFields';

const OWNER_SETUP_COPY = {
  title: 'Activate Your Owner Account',
  validating: 'Validating Invitation',
  invalid: 'Invitation Not Valid',
  intro: 'Choose the password you will sign in with.',
  acceptTerms: 'I accept the Terms of Service and the Privacy Policy',
  terms: 'Read the Terms of Service',
  privacy: 'Read the Privacy Policy',
  success: 'Account Activated',
} as const;

type Step =
  | { readonly kind: 'validating' }
  | { readonly kind: 'invalid'; readonly message: string }
  | {
      readonly kind: 'form';
      readonly token: string;
      readonly email: string;
      readonly invitation: InvitationData;
    }
  | { readonly kind: 'success' };

/** The owner invitation activation of /owner/setup (03 §2.11, §5). */
export function OwnerSetupPage() {
  const { api, signIn } = useAuth();
  const config = useRuntimeConfig();
  const captcha = useCaptcha(config.captcha);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'validating' });
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const token = searchParams.get('token');
  const email = searchParams.get('email');
  useEffect(() => {
    const params = validateInvitationParams({ token, email });
    if (!params.ok) {
      setStep({ kind: 'invalid', message: params.message });
      return;
    }
    let active = true;
    setStep({ kind: 'validating' });
    void api.call('validate-invitation', params.value).then((answer) => {
      if (!active) return;
      setStep(
        answer.ok
          ? { kind: 'form', ...params.value, invitation: answer.value.data }
          : { kind: 'invalid', message: answer.message },
      );
    });
    return () => {
      active = false;
    };
  }, [api, token, email]);

  useEffect(() => {
    if (step.kind !== 'success') return;
    const timer = setTimeout(() => navigate(PATHS.ownerDashboard, { replace: true }), ACTIVATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step.kind, navigate]);

  if (step.kind === 'validating') {
    return (
      <PageLayout title={OWNER_SETUP_COPY.validating}>
        <Spinner size="lg" aria-label={OWNER_SETUP_COPY.validating} />
      </PageLayout>
    );
  }
  if (step.kind === 'invalid') {
    return (
      <PageLayout title={OWNER_SETUP_COPY.invalid}>
        <Banner variant="error">{step.message}</Banner>
        <p className="portal-links">
          <Link href={PATHS.home} variant="standalone">
            {GO_TO_HOME_LABEL}
          </Link>
        </p>
      </PageLayout>
    );
  }
  if (step.kind === 'success') {
    return (
      <PageLayout title={OWNER_SETUP_COPY.success}>
        <Banner variant="success">{ACTIVATION_SUCCESS}</Banner>
      </PageLayout>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = validateActivationForm({ password, confirmPassword, acceptTerms });
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors ?? {});
      return;
    }
    setFieldErrors({});
    setBusy(true);
    const { profile } = step.invitation;
    const answer = await api.call('complete-owner-setup', {
      token: step.token,
      email: step.email,
      password: checked.value,
      firstName: profile.firstName,
      lastName: profile.lastName,
    });
    if (!answer.ok) {
      setBusy(false);
      if (answer.fieldErrors) setFieldErrors(answer.fieldErrors);
      setError(answer.message);
      return;
    }
    // Signing in with the new password lets the redirect open the dashboard itself; when it cannot,
    // the dashboard's gate asks for the owner login instead.
    const recaptchaToken = await captcha.execute();
    if (recaptchaToken) {
      await signIn('owner', { email: profile.email || step.email, password: checked.value, recaptchaToken });
    }
    setBusy(false);
    setStep({ kind: 'success' });
  };

  return (
    <PageLayout title={OWNER_SETUP_COPY.title} intro={OWNER_SETUP_COPY.intro}>
      {error && <Banner variant="error">{error}</Banner>}
      <p className="portal-account">{step.invitation.profile.email || step.email}</p>
      <form className="portal-form" onSubmit={submit} noValidate>
        <NewPasswordFields
          passwordLabel={COPY.password}
          password={password}
          confirmation={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmPassword}
          fieldErrors={fieldErrors}
        />
        <Checkbox
          isSelected={acceptTerms}
          onChange={setAcceptTerms}
          isInvalid={Boolean(fieldErrors.acceptTerms)}
        >
          {OWNER_SETUP_COPY.acceptTerms}
        </Checkbox>
        <p className="portal-inline-links">
          <Link href={PATHS.terms} external>
            {OWNER_SETUP_COPY.terms}
          </Link>
          <Link href={PATHS.privacy} external>
            {OWNER_SETUP_COPY.privacy}
          </Link>
        </p>
        {fieldErrors.acceptTerms && (
          <p className="portal-field-error" role="alert">
            {fieldErrors.acceptTerms}
          </p>
        )}
        {captcha.element}
        <Button type="submit" fullWidth isPending={busy} pendingLabel={COPY.activating}>
          {COPY.activate}
        </Button>
      </form>
    </PageLayout>
  );
}
