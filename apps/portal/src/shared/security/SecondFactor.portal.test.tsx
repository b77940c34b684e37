import { REAUTHENTICATION_FAILED, SECOND_FACTOR_CODE_INVALID, SECURITY_WORDS } from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anAdmin, anOwner, fakeServer, renderPortal, someTokens } from '../testing/render-portal';

const settings =
  (overrides: Record<string, unknown> = {}) =>
  () =>
    [
      200,
      {
        success: true,
        data: {
          factors: [],
          recoveryCodesLeft: 0,
          devices: [],
          required: false,
          canUseAuthenticator: true,
          staffRequirements: [],
          ...overrides,
        },
      },
    ] as [number, unknown];

afterEach(() => window.localStorage.clear());

describe('the second step of sign-in', () => {
  it('asks for the code after the password, shows a refusal, and signs in with the next code', async () => {
    let attempts = 0;
    const server = fakeServer({
      'auth-login': () => [
        200,
        { success: true, secondStep: { challengeToken: 'ch-1', expiresAt: '2099-01-01T00:00:00.000Z' } },
      ],
      'auth-second-step': () => {
        attempts += 1;
        return attempts === 1
          ? [401, { success: false, error: SECOND_FACTOR_CODE_INVALID, code: 'INVALID_SECOND_FACTOR' }]
          : [200, { success: true, user: anOwner(), tokens: someTokens() }];
      },
      'get-user-profile': () => [200, { success: true, user: anOwner() }],
    });
    const { user, location } = renderPortal('/owner-login', { fetch: server.fetch });
    await user.type(await screen.findByLabelText('Email'), 'owner@camppass.test');
    await user.type(screen.getByLabelText('Password'), 'CampPass-demo-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText(SECURITY_WORDS.code);
    expect(location().pathname).toBe('/sign-in/second-step');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: SECURITY_WORDS.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_CODE_INVALID);

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByText(SECURITY_WORDS.rememberDevice));
    await user.click(screen.getByRole('button', { name: SECURITY_WORDS.verify }));
    await waitFor(() => expect(location().pathname).toBe('/owner-dashboard'));
    expect(server.calls.filter((c) => c.name === 'auth-second-step').at(-1)?.body).toMatchObject({
      challengeToken: 'ch-1',
      code: '654321',
      rememberDevice: true,
    });
  });

  it('sends a visit without a sign-in in progress to the member login', async () => {
    const { location } = renderPortal('/sign-in/second-step');
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});

describe('the Security page', () => {
  it('sends a super admin without a factor there, sets up the app and shows the recovery codes once', async () => {
    const server = fakeServer({
      'get-security-settings': settings({ required: true }),
      'start-authenticator-setup': () => [
        200,
        { success: true, data: { secret: 'ABC', uri: 'otpauth://totp/x', qrSvg: '<svg/>' } },
      ],
      'confirm-authenticator-setup': () => [
        200,
        { success: true, data: { recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] } },
      ],
      'get-user-profile': () => [200, { success: true, user: anAdmin() }],
    });
    const { user, location } = renderPortal('/super-admin-dashboard', {
      fetch: server.fetch,
      session: { user: { ...anAdmin(), secondFactorSetupRequired: true }, tokens: someTokens() },
    });
    await waitFor(() => expect(location().pathname).toBe('/security'));
    expect(await screen.findByText(SECURITY_WORDS.requiredNotice)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: SECURITY_WORDS.backToDashboard })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: SECURITY_WORDS.setUpAuthenticator }));
    expect(await screen.findByRole('img', { name: SECURITY_WORDS.qrAlt })).toBeInTheDocument();
    await user.type(screen.getByLabelText(SECURITY_WORDS.code), '123456');
    await user.click(screen.getByRole('button', { name: SECURITY_WORDS.confirm }));
    expect(await screen.findByText(SECURITY_WORDS.authenticatorAdded)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: SECURITY_WORDS.recoveryHeading })).toHaveTextContent(
      'aaaaa-bbbbb',
    );
    expect(screen.getByRole('link', { name: SECURITY_WORDS.backToDashboard })).toHaveAttribute(
      'href',
      '/super-admin-dashboard',
    );
  });

  it("lets an owner require a second factor of the campground's staff", async () => {
    const server = fakeServer({
      'get-security-settings': settings({
        staffRequirements: [{ campgroundId: 'cg-1', name: 'Pine Valley', required: false }],
      }),
      'set-staff-second-factor': () => [200, { success: true, data: { required: true } }],
    });
    const { user } = renderPortal('/security', {
      fetch: server.fetch,
      session: { user: anOwner(), tokens: someTokens() },
    });
    await user.click(await screen.findByRole('switch', { name: 'Pine Valley' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.name === 'set-staff-second-factor')?.body).toEqual({
        campgroundId: 'cg-1',
        required: true,
      }),
    );
  });

  it('asks for the password or a code again before removing a factor or making new recovery codes', async () => {
    const app = {
      id: 'f-1',
      kind: 'totp',
      label: 'Authenticator app',
      createdAt: '2026-11-01T00:00:00.000Z',
      lastUsedAt: null,
    };
    let removals = 0;
    const server = fakeServer({
      'get-security-settings': () =>
        settings({ factors: removals > 1 ? [] : [app], recoveryCodesLeft: 10 })(),
      'remove-second-factor': () => {
        removals += 1;
        return removals === 1
          ? [403, { success: false, error: REAUTHENTICATION_FAILED, code: 'REAUTHENTICATION_FAILED' }]
          : [200, { success: true }];
      },
      'regenerate-recovery-codes': () => [200, { success: true, data: { recoveryCodes: ['eeeee-fffff'] } }],
    });
    const { user } = renderPortal('/security', {
      fetch: server.fetch,
      session: { user: anOwner(), tokens: someTokens() },
    });
    await user.click(await screen.findByRole('button', { name: SECURITY_WORDS.regenerate }));
    const regenerate = screen.getByRole('form', { name: SECURITY_WORDS.regenerate });
    await user.type(screen.getByLabelText(SECURITY_WORDS.confirmPresenceField), '246810');
    await user.click(within(regenerate).getByRole('button', { name: SECURITY_WORDS.regenerate }));
    expect(await screen.findByText('eeeee-fffff')).toBeInTheDocument();
    expect(regenerate).not.toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'regenerate-recovery-codes')?.body).toEqual({
      code: '246810',
    });

    const remove = SECURITY_WORDS.removeFactor('Authenticator app');
    await user.click(screen.getByRole('button', { name: remove }));
    await user.type(screen.getByLabelText(SECURITY_WORDS.confirmPresenceField), 'wrong password');
    await user.click(
      within(screen.getByRole('form', { name: remove })).getByRole('button', { name: remove }),
    );
    expect(await screen.findByText(REAUTHENTICATION_FAILED)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(SECURITY_WORDS.confirmPresenceField));
    await user.type(screen.getByLabelText(SECURITY_WORDS.confirmPresenceField), 'CampPass-demo-1');
    await user.click(
      within(screen.getByRole('form', { name: remove })).getByRole('button', { name: remove }),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: remove })).not.toBeInTheDocument());
    expect(server.calls.filter((c) => c.name === 'remove-second-factor').map((c) => c.body)).toEqual([
      { factorId: 'f-1', password: 'wrong password' },
      { factorId: 'f-1', password: 'CampPass-demo-1' },
    ]);

    await user.click(screen.getByRole('button', { name: SECURITY_WORDS.regenerate }));
    await user.click(screen.getByRole('button', { name: SECURITY_WORDS.cancel }));
    expect(screen.queryByLabelText(SECURITY_WORDS.confirmPresenceField)).not.toBeInTheDocument();
  });

  it('shows the load failure with a way to try again', async () => {
    const server = fakeServer({
      'get-security-settings': () => [500, { success: false, error: 'Down', code: 'INTERNAL' }],
    });
    renderPortal('/security', { fetch: server.fetch, session: { user: anOwner(), tokens: someTokens() } });
    expect(await screen.findByRole('button', { name: SECURITY_WORDS.retry })).toBeInTheDocument();
  });
});
