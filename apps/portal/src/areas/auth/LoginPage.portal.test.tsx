import {
  ADMIN_ACCESS_NOT_AUTHORIZED,
  LOGIN_CONNECTION_ERROR,
  LOGIN_FIELDS_REQUIRED,
  LOGIN_INVALID_CREDENTIALS,
  OWNER_ACCESS_NOT_AUTHORIZED,
  PASSWORD_RESET_SUCCESS_BANNER,
  RESET_EMAIL_INVALID,
} from '@camppass/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anAdmin,
  anOwner,
  aUser,
  fakeServer,
  holdingAnswers,
  renderPortal,
  someTokens,
  TEST_CONFIG,
} from '../../shared/testing/render-portal';

const signInAs = (user: ReturnType<typeof aUser>) => () =>
  [200, { success: true, user, tokens: someTokens() }] as [number, unknown];

const profileOf = (user: ReturnType<typeof aUser>) => () =>
  [200, { success: true, user }] as [number, unknown];

async function fillAndSubmit(user: ReturnType<typeof renderPortal>['user'], email: string, password: string) {
  // The sign-in screens arrive with their area's code: wait for the form.
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('member login', () => {
  it('has email, password, the three links, and keeps Sign In disabled while a field is empty', async () => {
    const { user } = renderPortal('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/member-password-reset',
    );
    expect(screen.getByRole('link', { name: 'Owner login' })).toHaveAttribute('href', '/owner-login');
    expect(screen.getByRole('link', { name: 'Administrator login' })).toHaveAttribute('href', '/admin-login');
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'member@camppass.test');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(submit).toBeEnabled();
  });

  it('asks for both fields when they are blank after trimming', async () => {
    const server = fakeServer({});
    const { user } = renderPortal('/member-login', { fetch: server.fetch });
    await fillAndSubmit(user, 'member@camppass.test', '   ');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FIELDS_REQUIRED);
    expect(server.calls.filter((c) => c.name === 'auth-login')).toHaveLength(0);
  });

  it('checks the address before sending it, so a malformed one is not a failed login', async () => {
    const server = fakeServer({});
    const { user } = renderPortal('/member-login', { fetch: server.fetch });
    await fillAndSubmit(user, 'member-at-camppass.test', 'CampPass-demo-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_EMAIL_INVALID);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(server.calls.filter((c) => c.name === 'auth-login')).toHaveLength(0);
  });

  it('sends the development captcha token and lands on the member dashboard', async () => {
    const server = fakeServer({ 'auth-login': signInAs(aUser()), 'get-user-profile': profileOf(aUser()) });
    const { user, location } = renderPortal('/member-login', { fetch: server.fetch });
    await fillAndSubmit(user, ' member@camppass.test ', 'CampPass-demo-1');
    await waitFor(() => expect(location().pathname).toBe('/member-dashboard'));
    expect(server.calls.find((c) => c.name === 'auth-login')?.body).toEqual({
      email: 'member@camppass.test',
      password: 'CampPass-demo-1',
      loginType: 'member',
      recaptchaToken: 'dev-ok',
    });
    expect(JSON.parse(window.localStorage.getItem('camppass.user') ?? 'null')).toMatchObject({
      id: 'u-member',
    });
    expect(await screen.findByText('Morgan Member')).toBeInTheDocument();
  });

  it('shows the catalogue message of a failed sign-in and lets the user try again', async () => {
    const server = fakeServer({
      'auth-login': () => [
        401,
        { success: false, error: 'Invalid credentials', code: 'INVALID_CREDENTIALS' },
      ],
    });
    const { user } = renderPortal('/', { fetch: server.fetch });
    await fillAndSubmit(user, 'member@camppass.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_INVALID_CREDENTIALS);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('names a network failure as a connection error', async () => {
    const server = fakeServer({ 'auth-login': () => 'network' });
    const { user } = renderPortal('/', { fetch: server.fetch });
    await fillAndSubmit(user, 'member@camppass.test', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_CONNECTION_ERROR);
  });

  it('shows the reset success banner and removes the parameter from the address', async () => {
    const { location } = renderPortal('/member-login?message=password-reset-success');
    expect(await screen.findByText(PASSWORD_RESET_SUCCESS_BANNER)).toBeInTheDocument();
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByText(PASSWORD_RESET_SUCCESS_BANNER)).toBeInTheDocument();
  });

  it('sends a signed-in visitor of / to their own dashboard', async () => {
    const server = fakeServer({ 'get-user-profile': profileOf(anOwner()) });
    const { location } = renderPortal('/', {
      fetch: server.fetch,
      session: { user: anOwner(), tokens: someTokens() },
    });
    await waitFor(() => expect(location().pathname).toBe('/owner-dashboard'));
  });

  it('shows its form while a stored session is renewed, as the server rendered it, then leaves for the dashboard', async () => {
    const server = fakeServer({
      'auth-refresh': () => [200, { success: true, tokens: someTokens() }],
      'get-user-profile': profileOf(aUser()),
    });
    const { fetch, release } = holdingAnswers(server.fetch, 'auth-refresh');
    const { location } = renderPortal('/member-login', {
      fetch,
      session: { user: aUser(), tokens: someTokens('2000-01-01T00:00:00.000Z') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(location().pathname).toBe('/member-login');
    release();
    await waitFor(() => expect(location().pathname).toBe('/member-dashboard'));
  });
});

describe('owner and administrator logins', () => {
  it('owner login has remember-me, its reset, contact and admin links, and refuses a member', async () => {
    const server = fakeServer({ 'auth-login': signInAs(aUser()) });
    const { user, location } = renderPortal('/owner-login', { fetch: server.fetch });
    expect(await screen.findByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/owner-password-reset',
    );
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Administrator login' })).toHaveAttribute('href', '/admin-login');
    await fillAndSubmit(user, 'member@camppass.test', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_ACCESS_NOT_AUTHORIZED);
    expect(location().pathname).toBe('/owner-login');
    expect(window.localStorage.getItem('camppass.user')).toBeNull();
    expect(server.calls.find((c) => c.name === 'auth-login')?.body).toMatchObject({ loginType: 'owner' });
  });

  it('staff sign in at the owner login and land on the owner dashboard', async () => {
    const staff = anOwner({
      id: 'u-staff',
      name: 'Sam Staff',
      role: 'staff',
      roles: [{ role_name: 'staff', campground_id: 'c-1' }],
    });
    const server = fakeServer({ 'auth-login': signInAs(staff), 'get-user-profile': profileOf(staff) });
    const { user, location } = renderPortal('/owner-login', { fetch: server.fetch });
    await fillAndSubmit(user, 'staff@camppass.test', 'x');
    await waitFor(() => expect(location().pathname).toBe('/owner-dashboard'));
  });

  it('admin login links to /forgot-password, the owner and member logins, and refuses an owner', async () => {
    const server = fakeServer({ 'auth-login': signInAs(anOwner()) });
    const { user } = renderPortal('/admin-login', { fetch: server.fetch });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Owner login' })).toHaveAttribute('href', '/owner-login');
    expect(screen.getByRole('link', { name: 'Member login' })).toHaveAttribute('href', '/member-login');
    await fillAndSubmit(user, 'owner@camppass.test', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_ACCESS_NOT_AUTHORIZED);
  });

  it('the super admin lands on the super admin dashboard', async () => {
    const server = fakeServer({
      'auth-login': signInAs(anAdmin()),
      'get-user-profile': profileOf(anAdmin()),
    });
    const { user, location } = renderPortal('/admin-login', { fetch: server.fetch });
    await fillAndSubmit(user, 'admin@camppass.test', 'x');
    await waitFor(() => expect(location().pathname).toBe('/super-admin-dashboard'));
  });
});

describe('invisible reCAPTCHA', () => {
  afterEach(() => {
    delete window.grecaptcha;
  });

  it('runs the widget of the configured site key and resets it after a failed login', async () => {
    const reset = vi.fn();
    let callback: ((token: string) => void) | undefined;
    window.grecaptcha = {
      ready: (fn) => fn(),
      render: vi.fn((_container, options) => {
        callback = options.callback;
        return 7;
      }),
      execute: vi.fn(() => callback?.('google-token')),
      reset,
    };
    const server = fakeServer({
      'auth-login': () => [
        400,
        { success: false, error: 'reCAPTCHA verification failed', code: 'CAPTCHA_FAILED' },
      ],
    });
    const { user } = renderPortal('/', {
      fetch: server.fetch,
      config: { ...TEST_CONFIG, captcha: { kind: 'recaptcha', siteKey: 'site-key' } },
    });
    await fillAndSubmit(user, 'member@camppass.test', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Security verification failed. Please try again.',
    );
    expect(server.calls.find((c) => c.name === 'auth-login')?.body).toMatchObject({
      recaptchaToken: 'google-token',
    });
    expect(window.grecaptcha.render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: 'site-key', size: 'invisible' }),
    );
    expect(reset).toHaveBeenCalledWith(7);
  });

  it('keeps Sign In disabled when no captcha is configured', async () => {
    const { user } = renderPortal('/', { config: { ...TEST_CONFIG, captcha: { kind: 'none' } } });
    await user.type(await screen.findByLabelText('Email'), 'member@camppass.test');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });
});
