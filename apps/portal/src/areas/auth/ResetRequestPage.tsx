import {
  FORM_NEEDS_SCRIPTS,
  type LoginType,
  PATHS,
  RESET_EMAIL_SENT_TITLE,
  resetRequestErrorMessage,
  validateEmailAddress,
} from '@camppass/domain';
import { Banner, Button, Link } from '@camppass/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { COPY, RESET_EMAIL_SENT_STEPS, RESET_REQUEST_COPY } from '../../shared/copy';
import { PageLayout } from '../../shared/layout/PageLayout';
import { useHydrated } from '../../shared/use-hydrated';
import { useTypedBeforeHydration } from '../../shared/use-typed-before-hydration';
import { EmailField } from './EmailField';

const BACK_TO: Record<LoginType, string> = {
  member: PATHS.memberLogin,
  owner: PATHS.ownerLogin,
  superAdmin: PATHS.adminLogin,
};

/** The password reset request of the member, owner and administrator logins (01 §2, §5, §8). */
export function ResetRequestPage({ audience }: { audience: LoginType }) {
  const { api } = useAuth();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { email: setEmail });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const checked = validateEmailAddress(email);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy(true);
    try {
      const answer = await api.call('recovery-password', { email: checked.value });
      if (answer.ok) setSentTo(checked.value);
      else setError(answer.message);
    } catch {
      setError(resetRequestErrorMessage({ kind: 'unexpected' }));
    } finally {
      setBusy(false);
    }
  };

  const { title, intro } = RESET_REQUEST_COPY[audience];
  const back = (
    <p className="portal-links">
      <Link href={BACK_TO[audience]} variant="standalone">
        {COPY.backToLogin}
      </Link>
    </p>
  );

  if (sentTo !== null) {
    return (
      <PageLayout title={RESET_EMAIL_SENT_TITLE}>
        <Banner variant="success">{sentTo}</Banner>
        <ol className="portal-steps">
          {RESET_EMAIL_SENT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Button variant="secondary" fullWidth onPress={() => setSentTo(null)}>
          {COPY.sendAnotherEmail}
        </Button>
        {back}
      </PageLayout>
    );
  }

  return (
    <PageLayout title={title} intro={intro}>
      {error && <Banner variant="error">{error}</Banner>}
      {/* Disabled until the script runs, which alone sends it (the server's HTML shows it first). */}
      <form ref={formRef} className="portal-form" method="post" onSubmit={submit} noValidate>
        <EmailField value={email} onChange={setEmail} />
        <Button type="submit" fullWidth isPending={busy} pendingLabel={COPY.sending} isDisabled={!hydrated}>
          {COPY.sendResetLink}
        </Button>
        <noscript>
          <p>{FORM_NEEDS_SCRIPTS}</p>
        </noscript>
      </form>
      {back}
    </PageLayout>
  );
}
