import type { AccountStatus, CampgroundRecord, Repositories } from '@camppass/core';
import {
  CORE_CONFIG,
  PASSWORD_HASHER,
  PAYMENT_GATEWAY,
  type StoredRole,
  TOKEN_GENERATOR,
  UNIT_OF_WORK,
} from '@camppass/core';
import { sealSecret, signDeviceToken } from '@camppass/core/auth/second-factor-crypto';
import { AUTHENTICATOR_APP_LABEL } from '@camppass/domain';
import { expect } from 'vitest';
import { onboardThroughGateway } from '../demo/demo-payouts';
import type { TestApp } from './test-app';

export const DEFAULT_PASSWORD = 'Camp-Pass-test-9';
export const SOCKET = { incoming: { socket: { remoteAddress: '198.51.100.20' } } };

/** Every answer a test received, for the checks that nothing secret ever leaves the server. */
export interface Exchange {
  readonly path: string;
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
  readonly json: Record<string, unknown> & { success?: boolean; error?: string; code?: string };
}

export const exchanges: Exchange[] = [];

export async function call(
  test: TestApp,
  name: string,
  options: {
    readonly body?: unknown;
    readonly token?: string;
    readonly method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
    readonly headers?: Record<string, string>;
    readonly env?: unknown;
    /** The query string (a GET function's input, or what travels beside a file). */
    readonly query?: Record<string, string>;
    /** A body sent as it is (a file), with the content type given in `headers`. */
    readonly raw?: string | Uint8Array;
  } = {},
): Promise<Exchange> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const res = await test.app.request(
    `/functions/v1/${name}${query}`,
    {
      method: options.method ?? 'POST',
      headers,
      ...(options.raw !== undefined
        ? { body: options.raw }
        : options.body !== undefined
          ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
          : {}),
    },
    options.env ?? SOCKET,
  );
  const body = await res.text();
  const exchange: Exchange = {
    path: name,
    status: res.status,
    headers: res.headers,
    body,
    json: JSON.parse(body),
  };
  exchanges.push(exchange);
  return exchange;
}

export interface SeededAccount {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  /** The Cookie header of a device remembered for the account's second factor, when it has one. */
  readonly deviceCookie?: string;
}

/** The authenticator secret of every account seeded with a second factor. */
const SEEDED_AUTHENTICATOR_SECRET = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

/**
 * A confirmed authenticator app (its step 0 used, so no code a test types) and a remembered
 * device, as a super admin has after setting one up: its password alone signs in on that device.
 */
const seedSecondFactor = async (test: TestApp, repos: Repositories, userId: string, at: Date) => {
  const { secondFactorKey } = test.container.get(CORE_CONFIG);
  const tokens = test.container.get(TOKEN_GENERATOR);
  const sealed = await sealSecret(secondFactorKey, SEEDED_AUTHENTICATOR_SECRET, new Uint8Array(12).fill(7));
  const app = await repos.secondFactors.startAuthenticator(userId, sealed, AUTHENTICATOR_APP_LABEL, at);
  if (!app || !(await repos.secondFactors.useAuthenticatorStep(app.id, 0, at)))
    throw new Error('The seeded authenticator app was not confirmed');
  const token = tokens.generate();
  await repos.secondFactors.rememberDevice({
    userId,
    tokenHash: tokens.hash(token),
    label: 'Seeded browser',
    createdAt: at,
    expiresAt: new Date(at.getTime() + 30 * 86_400_000),
  });
  return `camppass_device=${encodeURIComponent(await signDeviceToken(secondFactorKey, userId, token))}`;
};

/** An account with a profile and roles, its password hashed by the container's own hasher. */
export async function seedAccount(
  test: TestApp,
  seed: {
    readonly email: string;
    readonly password?: string;
    readonly roles?: readonly { readonly role: StoredRole; readonly campgroundId?: string | null }[];
    readonly status?: AccountStatus | null;
    /** A confirmed authenticator app and a remembered device: by default, super admins (who must have one). */
    readonly secondFactor?: boolean;
  },
): Promise<SeededAccount> {
  const password = seed.password ?? DEFAULT_PASSWORD;
  const passwordHash = await test.container.get(PASSWORD_HASHER).hash(password);
  const at = test.clock.now();
  return test.container.get(UNIT_OF_WORK).run(async (repos) => {
    const created = await repos.users.create({ email: seed.email, passwordHash, createdAt: at });
    if (!created.ok) throw new Error(created.message);
    const user = created.value;
    if (seed.status !== null) {
      await repos.users.saveProfile(
        user.id,
        { firstName: 'Jamie', lastName: 'Rivers', status: seed.status ?? 'active' },
        at,
      );
    }
    for (const { role, campgroundId } of seed.roles ?? [{ role: 'member' }]) {
      await repos.roles.grant({ userId: user.id, role, campgroundId: campgroundId ?? null, createdAt: at });
    }
    const roles = seed.roles ?? [];
    const withFactor = seed.secondFactor ?? roles.some(({ role }) => role === 'super_admin');
    if (!withFactor) return { id: user.id, email: seed.email, password };
    const deviceCookie = await seedSecondFactor(test, repos, user.id, at);
    return { id: user.id, email: seed.email, password, deviceCookie };
  });
}

/**
 * A campground that can sell: it has an enabled payouts account, as after onboarding, unless
 * `payouts: false` (then it has none and sells nothing).
 */
export async function seedCampground(
  test: TestApp,
  slug: string,
  ownerId: string | null = null,
  options: { readonly payouts?: boolean } = {},
): Promise<CampgroundRecord> {
  const campground = await test.container.get(UNIT_OF_WORK).run(async (repos) => {
    const created = await repos.campgrounds.create({
      name: `Campground ${slug}`,
      slug,
      ownerId,
      createdAt: test.clock.now(),
    });
    if (!created.ok) throw new Error(created.message);
    return created.value;
  });
  if (options.payouts !== false) await onboardPayouts(test, campground);
  return campground;
}

/** Gives the campground an enabled payouts account through the app's gateway, as its owner's onboarding would. */
export async function onboardPayouts(
  test: TestApp,
  campground: Pick<CampgroundRecord, 'id' | 'name' | 'email'>,
): Promise<void> {
  const deps = {
    unitOfWork: test.container.get(UNIT_OF_WORK),
    gateway: test.container.get(PAYMENT_GATEWAY),
    clock: test.clock,
  };
  if (!(await onboardThroughGateway(deps, campground)))
    throw new Error(`The gateway did not enable payouts for ${campground.name}`);
}

export const loginAs = async (
  test: TestApp,
  account: Pick<SeededAccount, 'email' | 'password' | 'deviceCookie'>,
  loginType: 'member' | 'owner' | 'superAdmin' = 'member',
) => {
  const res = await call(test, 'auth-login', {
    body: { email: account.email, password: account.password, loginType, recaptchaToken: 'dev-ok' },
    ...(account.deviceCookie ? { headers: { cookie: account.deviceCookie } } : {}),
  });
  expect(res.status, res.body).toBe(200);
  return res.json.tokens as { accessToken: string; refreshToken: string; expiresAt: string };
};

export interface MailboxMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly links: string[];
}

/** The development mailbox, newest first. */
export const mailbox = async (test: TestApp): Promise<MailboxMessage[]> => {
  // Some mail leaves after its answer (a reset e-mail): wait for that work first.
  await test.background.settled();
  const res = await test.app.request('/dev/mailbox.json');
  return ((await res.json()) as { messages: MailboxMessage[] }).messages;
};

/** The newest link of the newest message to `to` whose path is `path`. */
export const linkTo = async (test: TestApp, to: string, path: string): Promise<URL> => {
  const message = (await mailbox(test)).find((candidate) => candidate.to === to);
  const link = message?.links.map((href) => new URL(href)).find((url) => url.pathname === path);
  if (!link) throw new Error(`No ${path} link mailed to ${to}`);
  return link;
};
