import type { CallError } from '@camppass/client';
import {
  type LoginType,
  PASSKEY_INVALID,
  PASSKEY_WORDS,
  PATHS,
  postLoginPath,
  type RouteLocation,
  SECURITY_WORDS,
} from '@camppass/domain';
import { Banner, Button, Checkbox, TextField } from '@camppass/ui';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { LOGIN_TITLES } from '../copy';
import { PageLayout } from '../layout/PageLayout';
import { askPasskey } from './ask-passkey';

/** What the login page hands the second step: auth-login's token (five minutes, used once). */
interface SecondStepState {
  readonly loginType: LoginType;
  readonly challengeToken: string;
  readonly from: RouteLocation | null;
}

/** The browser as the Security page lists a remembered device. */
const deviceLabel = (): string => {
  const agent = navigator.userAgent;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Mac OS/.test(agent)
        ? 'macOS'
        : /Windows/.test(agent)
          ? 'Windows'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
};

/**
 * The second step after a correct password: the authenticator app's code, or a recovery code.
 * A screen of its own, fetched only when a sign-in asks for it, so the login pages carry none of it.
 */
export function SecondStepPage() {
  const state = useLocation().state as SecondStepState | null;
  if (!state?.challengeToken) return <Navigate to={PATHS.home} replace />;
  const { title, intro } = LOGIN_TITLES[state.loginType];
  return (
    <PageLayout title={title} intro={intro}>
      <SecondStepForm {...state} />
    </PageLayout>
  );
}

function SecondStepForm({ loginType, challengeToken, from }: SecondStepState) {
  const { api, acceptSession } = useAuth();
  const navigate = useNavigate();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const finish = async (proof: { readonly code: string } | { readonly passkey: Record<string, unknown> }) => {
    setBusy(true);
    setError(null);
    const answer = await api.call('auth-second-step', {
      challengeToken,
      ...proof,
      rememberDevice: remember,
      deviceLabel: deviceLabel(),
    });
    setBusy(false);
    if (!answer.ok) return setError((answer as CallError).message);
    const accepted = acceptSession(loginType, answer.value);
    if (!accepted.ok) return setError(accepted.message);
    navigate(postLoginPath({ loginType, user: accepted.user, from }), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    await finish({ code });
  };

  const signWithPasskey = async () => {
    if (busy) return;
    setError(null);
    const answer = await askPasskey(
      () => api.call('start-passkey-second-step', { challengeToken }),
      PASSKEY_INVALID,
    );
    if (!answer.ok) return setError(answer.message);
    await finish({ passkey: answer.response });
  };

  return (
    <>
      {error && <Banner variant="error">{error}</Banner>}
      <p>{SECURITY_WORDS.secondStepIntro}</p>
      <form className="portal-form" onSubmit={submit} noValidate aria-label={SECURITY_WORDS.secondStepTitle}>
        <TextField
          label={recovery ? SECURITY_WORDS.recoveryCode : SECURITY_WORDS.code}
          name="code"
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoFocus
          isRequired
        />
        <Checkbox isSelected={remember} onChange={setRemember}>
          {SECURITY_WORDS.rememberDevice}
        </Checkbox>
        <Button
          type="submit"
          fullWidth
          isPending={busy}
          pendingLabel={SECURITY_WORDS.verifying}
          isDisabled={!busy && code.trim() === ''}
        >
          {SECURITY_WORDS.verify}
        </Button>
        <Button
          variant="outline"
          onPress={() => {
            setRecovery(!recovery);
            setCode('');
          }}
        >
          {recovery ? SECURITY_WORDS.useAuthenticator : SECURITY_WORDS.useRecoveryCode}
        </Button>
        <Button variant="outline" onPress={signWithPasskey}>
          {PASSKEY_WORDS.useInstead}
        </Button>
      </form>
    </>
  );
}
