import {
  dashboardPath,
  FORM_NEEDS_SCRIPTS,
  type LoginType,
  PASSWORD_RESET_SUCCESS_BANNER,
  PASSWORD_RESET_SUCCESS_PARAM,
  PATHS,
  postLoginPath,
  type RouteLocation,
  validateEmailAddress,
  validateLoginForm,
} from '@camppass/domain';
import { Banner, Button, Checkbox, Link, PasswordField } from '@camppass/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { useCaptcha } from '../../shared/captcha/useCaptcha';
import { useRuntimeConfig } from '../../shared/config/RuntimeConfigContext';
import { COPY, LOGIN_TITLES } from '../../shared/copy';
import { PageLayout } from '../../shared/layout/PageLayout';
import { useTypedBeforeHydration } from '../../shared/use-typed-before-hydration';
import { EmailField } from './EmailField';
import { PasskeySignIn } from './PasskeySignIn';

/** The links under each login form (01 §2). */
const LINKS: Record<LoginType, readonly { href: string; label: string }[]> = {
  member: [
    { href: PATHS.memberPasswordReset, label: COPY.forgotPassword },
    { href: PATHS.ownerLogin, label: COPY.ownerLogin },
    { href: PATHS.adminLogin, label: COPY.adminLogin },
  ],
  owner: [
    { href: PATHS.ownerPasswordReset, label: COPY.forgotPassword },
    { href: PATHS.contact, label: COPY.contactSupport },
    { href: PATHS.adminLogin, label: COPY.adminLogin },
  ],
  superAdmin: [
    { href: PATHS.forgotPassword, label: COPY.forgotPassword },
    { href: PATHS.ownerLogin, label: COPY.ownerLogin },
    { href: PATHS.memberLogin, label: COPY.memberLogin },
  ],
};

/** The member, owner and administrator logins (01 §2, §5). */
export function LoginPage({ loginType }: { loginType: LoginType }) {
  const { status, user, signIn } = useAuth();
  const config = useRuntimeConfig();
  const captcha = useCaptcha(config.captcha);
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const from = (location.state as { from?: RouteLocation } | null)?.from ?? null;
  const [resetSucceeded] = useState(
    () => loginType === 'member' && searchParams.get('message') === PASSWORD_RESET_SUCCESS_PARAM,
  );
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signedInHere = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { email: setEmail, password: setPassword });

  // The banner's parameter leaves the address once read, so a reload does not repeat it (01 §2).
  useEffect(() => {
    if (!searchParams.has('message')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('message');
    const search = next.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [searchParams, navigate, location.pathname, location.hash, location.state]);

  // While the stored session is read the form shows, as the server rendered it (it cannot know the
  // session): a session found then leaves for its dashboard.
  if (status === 'signed-in' && user) {
    const to = signedInHere.current ? postLoginPath({ loginType, user, from }) : dashboardPath(user);
    return <Navigate to={to} replace />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    const recaptchaToken = await captcha.execute();
    const form = validateLoginForm({ email, password, recaptchaToken });
    // A malformed address never reaches the server, where it would count as a failed login.
    const address = form.ok ? validateEmailAddress(form.value.email) : form;
    if (!form.ok || !address.ok) {
      setBusy(false);
      setError(address.ok ? null : address.message);
      captcha.reset();
      return;
    }
    signedInHere.current = true;
    const result = await signIn(loginType, form.value);
    // The second step is a screen of its own, fetched only by the sign-ins that need it.
    if (!result.ok && result.challengeToken) {
      return navigate(PATHS.secondStep, {
        state: { challengeToken: result.challengeToken, loginType, from },
      });
    }
    if (!result.ok) {
      signedInHere.current = false;
      setBusy(false);
      setError(result.message);
      captcha.reset();
    }
  };

  const { title, intro } = LOGIN_TITLES[loginType];
  return (
    <PageLayout title={title} intro={intro}>
      {resetSucceeded && <Banner variant="success">{PASSWORD_RESET_SUCCESS_BANNER}</Banner>}
      {error && <Banner variant="error">{error}</Banner>}
      {/* Posted, never sent as a query: a submission before the script runs keeps the password out of the address. */}
      <form ref={formRef} className="portal-form" method="post" onSubmit={submit} noValidate>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label={COPY.password}
          name="password"
          value={password}
          onChange={setPassword}
          isRequired
        />
        {loginType === 'owner' && (
          // Kept as the earlier system had it: the choice is not sent anywhere (01 §2).
          <Checkbox isSelected={rememberMe} onChange={setRememberMe}>
            {COPY.rememberMe}
          </Checkbox>
        )}
        {captcha.element}
        <Button
          type="submit"
          fullWidth
          isPending={busy}
          pendingLabel={COPY.signingIn}
          isDisabled={!busy && (email === '' || password === '' || !captcha.ready)}
        >
          {COPY.signIn}
        </Button>
        <noscript>
          <p>{FORM_NEEDS_SCRIPTS}</p>
        </noscript>
      </form>
      <PasskeySignIn
        loginType={loginType}
        onSigningIn={(signingIn) => {
          signedInHere.current = signingIn;
        }}
      />
      <nav className="portal-links" aria-label={`${title} links`}>
        <ul>
          {LINKS[loginType].map((link) => (
            <li key={link.href}>
              <Link href={link.href} variant="standalone">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageLayout>
  );
}
