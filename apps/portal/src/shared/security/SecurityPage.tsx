import type { CallError, SecuritySettings } from '@camppass/client';
import { dashboardPath, PASSKEY_WORDS, SECURITY_WORDS } from '@camppass/domain';
import { Banner, Button, Link, Switch } from '@camppass/ui';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { RequireRole } from '../auth/RequireRole';
import { PageLayout, PageSpinner } from '../layout/PageLayout';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { ConfirmPresence, type Proof } from './ConfirmPresence';
import { PasskeySetup } from './PasskeySetup';

const EVERY_ROLE = ['member', 'owner', 'staff', 'super_admin'] as const;

/** A date as the page shows it (kept local: a shared date helper here splits first-load chunks). */
const shownDate = (iso: string) => new Date(iso).toLocaleDateString('en-US');

/** The Security page: second factors, recovery codes and remembered devices, each with "remove". */
export function SecurityPage() {
  return (
    <RequireRole roles={EVERY_ROLE}>
      <Security />
    </RequireRole>
  );
}

type Load =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'ready'; readonly settings: SecuritySettings };

function Security() {
  const { api, user, acceptSession } = useAuth();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The change waiting for the password or a code again (a confirmed factor's removal, new codes).
  const [asking, setAsking] = useState<{ readonly action: string; readonly factorId?: string } | null>(null);

  const refresh = useCallback(async () => {
    const answer = await api.call('get-security-settings');
    setLoad(
      answer.ok
        ? { state: 'ready', settings: answer.value.data }
        : { state: 'failed', message: (answer as CallError).message },
    );
  }, [api]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const act = async (call: () => Promise<{ ok: boolean }>, failed: (answer: never) => string) => {
    setError(null);
    const answer = await call();
    if (!answer.ok) setError(failed(answer as never));
    await refresh();
  };
  const message = (answer: CallError) => answer.message;

  const confirmed = async (proof: Proof): Promise<string | null> => {
    if (!asking) return null;
    if (asking.factorId) {
      const answer = await api.call('remove-second-factor', { factorId: asking.factorId, ...proof });
      if (!answer.ok) return (answer as CallError).message;
    } else {
      const answer = await api.call('regenerate-recovery-codes', proof);
      if (!answer.ok) return (answer as CallError).message;
      setCodes(answer.value.data.recoveryCodes);
    }
    setAsking(null);
    setError(null);
    await refresh();
    return null;
  };
  const askFor = (action: string, factorId?: string) => {
    setError(null);
    setAsking(factorId ? { action, factorId } : { action });
  };

  const added = (
    recoveryCodes: readonly string[] | null,
    notice: string = SECURITY_WORDS.authenticatorAdded,
  ) => {
    setCodes(recoveryCodes);
    setNotice(notice);
    if (user?.secondFactorSetupRequired)
      acceptSession(null, { user: { ...user, secondFactorSetupRequired: false } });
    void refresh();
  };

  const mustSetUp = Boolean(user?.secondFactorSetupRequired);
  return (
    <PageLayout title={SECURITY_WORDS.pageTitle} intro={SECURITY_WORDS.intro}>
      {mustSetUp && <Banner variant="info">{SECURITY_WORDS.requiredNotice}</Banner>}
      {notice && <Banner variant="success">{notice}</Banner>}
      {error && <Banner variant="error">{error}</Banner>}
      {load.state === 'loading' && <PageSpinner label={SECURITY_WORDS.loading} />}
      {load.state === 'failed' && (
        <>
          <Banner variant="error">{`${SECURITY_WORDS.loadError} ${load.message}`}</Banner>
          <Button onPress={() => void refresh()}>{SECURITY_WORDS.retry}</Button>
        </>
      )}
      {asking && (
        <ConfirmPresence
          action={asking.action}
          onConfirm={confirmed}
          onCancel={() => setAsking(null)}
          withPasskey={load.state === 'ready' && load.settings.factors.some((f) => f.kind === 'passkey')}
        />
      )}
      {load.state === 'ready' && (
        <>
          <section aria-labelledby="security-factors" className="portal-security__section">
            <h2 id="security-factors">{SECURITY_WORDS.factorsHeading}</h2>
            {load.settings.factors.length === 0 ? (
              <p>{SECURITY_WORDS.noFactors}</p>
            ) : (
              <ul className="portal-security__list">
                {load.settings.factors.map((factor) => (
                  <li key={factor.id}>
                    <span>
                      <strong>{factor.label}</strong> · {SECURITY_WORDS.addedOn(shownDate(factor.createdAt))}
                    </span>
                    <Button
                      variant="outline"
                      aria-label={SECURITY_WORDS.removeFactor(factor.label)}
                      onPress={() => askFor(SECURITY_WORDS.removeFactor(factor.label), factor.id)}
                    >
                      {SECURITY_WORDS.remove}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {load.settings.canUseAuthenticator &&
              !load.settings.factors.some((factor) => factor.kind === 'totp') && (
                <AuthenticatorSetup onAdded={added} />
              )}
            <PasskeySetup onAdded={(recoveryCodes) => added(recoveryCodes, PASSKEY_WORDS.added)} />
          </section>
          {(load.settings.factors.length > 0 || codes) && (
            <section aria-labelledby="security-recovery" className="portal-security__section">
              <h2 id="security-recovery">{SECURITY_WORDS.recoveryHeading}</h2>
              {codes && codes.length > 0 && (
                <>
                  <p>{SECURITY_WORDS.recoveryIntro}</p>
                  <ul className="portal-security__codes" aria-label={SECURITY_WORDS.recoveryHeading}>
                    {codes.map((code) => (
                      <li key={code}>
                        <code>{code}</code>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <p>{SECURITY_WORDS.recoveryLeft(load.settings.recoveryCodesLeft)}</p>
              <p>{SECURITY_WORDS.regenerateNote}</p>
              <Button variant="outline" onPress={() => askFor(SECURITY_WORDS.regenerate)}>
                {SECURITY_WORDS.regenerate}
              </Button>
            </section>
          )}
          {load.settings.staffRequirements.length > 0 && (
            <section aria-labelledby="security-staff" className="portal-security__section">
              <h2 id="security-staff">{SECURITY_WORDS.staffRequirement}</h2>
              <p>{SECURITY_WORDS.staffRequirementHelp}</p>
              {load.settings.staffRequirements.map((entry) => (
                <Switch
                  key={entry.campgroundId}
                  isSelected={entry.required}
                  onChange={(required) =>
                    act(
                      () =>
                        api.call('set-staff-second-factor', { campgroundId: entry.campgroundId, required }),
                      message,
                    )
                  }
                >
                  {entry.name}
                </Switch>
              ))}
            </section>
          )}
          <section aria-labelledby="security-devices" className="portal-security__section">
            <h2 id="security-devices">{SECURITY_WORDS.devicesHeading}</h2>
            {load.settings.devices.length === 0 ? (
              <p>{SECURITY_WORDS.noDevices}</p>
            ) : (
              <ul className="portal-security__list">
                {load.settings.devices.map((device) => (
                  <li key={device.id}>
                    <span>
                      <strong>{device.label}</strong> ·{' '}
                      {SECURITY_WORDS.rememberedUntil(shownDate(device.expiresAt))}
                    </span>
                    <Button
                      variant="outline"
                      aria-label={SECURITY_WORDS.forgetDevice(device.label)}
                      onPress={() =>
                        act(() => api.call('forget-remembered-device', { deviceId: device.id }), message)
                      }
                    >
                      {SECURITY_WORDS.remove}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      {user && !user.secondFactorSetupRequired && (
        <Link href={dashboardPath(user)} variant="standalone">
          {SECURITY_WORDS.backToDashboard}
        </Link>
      )}
    </PageLayout>
  );
}
