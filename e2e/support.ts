import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

export const DEMO_PASSWORD = 'CampPass-demo-1';

export const DEMO = {
  member: { email: 'member@camppass.test', login: '/member-login', dashboard: '/member-dashboard' },
  owner: { email: 'owner@camppass.test', login: '/owner-login', dashboard: '/owner-dashboard' },
  staff: { email: 'staff@camppass.test', login: '/owner-login', dashboard: '/owner-dashboard' },
  admin: { email: 'admin@camppass.test', login: '/admin-login', dashboard: '/super-admin-dashboard' },
} as const;

export type DemoRole = keyof typeof DEMO;

/** Unique on every run and in each project (each project has its own server, reruns share it). */
export const stamp = (projectName: string) => `${projectName}${Date.now().toString(36)}`;

/** A 1x1 PNG, real enough for the browser to show and the server to sniff. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export { expectAccessible } from './accessibility';

/** The page itself never scrolls sideways (wide tables scroll inside their own box). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The demo super admin's authenticator secret, as the README prints it. */
const DEMO_ADMIN_AUTHENTICATOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let lastAdminStep = -1;

const codeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * 30_000 + 1_000 });

/** A code of a step after `used`, waiting for the step when it has not come yet. */
export const codeAfter = async (secret: string, used: number): Promise<{ code: string; step: number }> => {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, used + 1);
  if (step > now + 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 500));
  return { code: codeAt(secret, step), step };
};

/**
 * A code of the demo super admin's authenticator app that has not been used yet: each time step's
 * code signs in once, so a second sign-in within the same 30 s waits for the next step.
 */
async function freshAdminCode(): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(DEMO_ADMIN_AUTHENTICATOR_SECRET) });
  let step = Math.floor(Date.now() / 30_000);
  if (step <= lastAdminStep) {
    await new Promise((resolve) => setTimeout(resolve, (lastAdminStep + 1) * 30_000 - Date.now() + 200));
    step = lastAdminStep + 1;
  }
  lastAdminStep = step;
  return totp.generate({ timestamp: step * 30_000 + 1_000 });
}

/**
 * The demo super admin's "Remember this device" cookie, once a journey of this worker has passed the
 * second step: later sign-ins as the admin carry it, as a person's remembered browser does, so the
 * journeys that are not about the second factor sign in with the password alone.
 */
let adminDevice: string | undefined;
const DEVICE_COOKIE = 'camppass_device';

const deviceCookie = (value: string) => ({
  name: DEVICE_COOKIE,
  value,
  domain: new URL(test.info().project.use.baseURL ?? 'http://localhost').hostname,
  path: '/functions/v1',
  httpOnly: true,
  secure: false,
  sameSite: 'Strict' as const,
});

/** Signs in through a login page the way a person does; the demo admin passes the second step too. */
export async function signIn(page: Page, loginPath: string, email: string, password = DEMO_PASSWORD) {
  const secondStep = email === DEMO.admin.email && password === DEMO_PASSWORD;
  if (secondStep && adminDevice) await page.context().addCookies([deviceCookie(adminDevice)]);
  await page.goto(loginPath);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (!secondStep || adminDevice) return;
  await passAdminSecondStep(page);
}

/** The demo super admin's second step with a fresh code, remembering the device for later sign-ins. */
export async function passAdminSecondStep(page: Page) {
  await passSecondStep(page, await freshAdminCode(), true);
  await expect(page.getByLabel('Code', { exact: true })).toBeHidden();
  adminDevice = (await page.context().cookies()).find((cookie) => cookie.name === DEVICE_COOKIE)?.value;
}

/** The second step of a sign-in: the code, and whether to remember the device. */
export async function passSecondStep(page: Page, code: string, remember = false) {
  await page.getByLabel('Code', { exact: true }).fill(code);
  if (remember) await page.getByText('Remember this device for 30 days').click();
  await page.getByRole('button', { name: 'Verify' }).click();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The browser storage each spec file's first sign-in as a demo role left, per project. */
const signedIn = new Map<string, StorageState>();

/**
 * Signs in as a demo role and lands on its dashboard, for journeys where signing in is the set-up,
 * not the subject. The first journey of a spec file signs in through the login page; the file's
 * later journeys start from the storage it left (the session's tokens), as a person coming back to
 * an open tab does, which spares the login page and the password hashing each time. Keyed by spec
 * file: a file's journeys run in order in one process, while another file may end the session
 * (suspending the demo owner, say). Journeys about signing in itself use `signIn`.
 */
export async function signInAs(page: Page, role: DemoRole) {
  const { login, email, dashboard } = DEMO[role];
  const info = test.info();
  const key = `${info.file}|${info.project.name}|${role}`;
  const stored = signedIn.get(key);
  if (!stored) {
    await signIn(page, login, email);
    await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
    signedIn.set(key, await page.context().storageState());
    return;
  }
  await page.context().addCookies(stored.cookies);
  // A light page of the origin to write its storage into, then the dashboard reads it.
  await page.goto('/favicon.svg');
  await page.evaluate((origins) => {
    for (const item of origins.find((o) => o.origin === window.location.origin)?.localStorage ?? []) {
      window.localStorage.setItem(item.name, item.value);
    }
  }, stored.origins);
  await page.goto(dashboard);
  await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
}

/** Picks a super admin dashboard tab, through the menu button where the navigation folds (below 768 px). */
export const openAdminTab = (page: Page, label: string) =>
  openDashboardTab(page, 'Super Admin Dashboard sections', label);

/** Calls a function of /functions/v1 directly, as another application would. */
export async function callFunction<T = Record<string, unknown>>(
  request: APIRequestContext,
  name: string,
  body: unknown,
  accessToken?: string,
): Promise<{ status: number; body: T }> {
  const response = await request.post(`/functions/v1/${name}`, {
    data: body,
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  return { status: response.status(), body: (await response.json()) as T };
}

/** The demo super admin's access token, signed in through the API (with the second step). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/functions/v1/auth-login', {
    data: {
      email: DEMO.admin.email,
      password: DEMO_PASSWORD,
      loginType: 'superAdmin',
      recaptchaToken: 'dev-ok',
    },
    headers: adminDevice ? { cookie: `${DEVICE_COOKIE}=${encodeURIComponent(adminDevice)}` } : {},
  });
  expect(login.status()).toBe(200);
  const answer = (await login.json()) as {
    tokens?: { accessToken: string };
    secondStep?: { challengeToken: string };
  };
  if (answer.tokens) return answer.tokens.accessToken;
  const passed = await request.post('/functions/v1/auth-second-step', {
    data: {
      challengeToken: answer.secondStep?.challengeToken,
      code: await freshAdminCode(),
      rememberDevice: true,
    },
  });
  expect(passed.status()).toBe(200);
  const cookie = passed.headers()['set-cookie']?.match(new RegExp(`${DEVICE_COOKIE}=([^;]+)`))?.[1];
  if (cookie) adminDevice = decodeURIComponent(cookie);
  return ((await passed.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

interface MailboxMessage {
  readonly to: string;
  readonly subject: string;
  readonly createdAt: string;
  readonly links: readonly string[];
}

/**
 * The path and query of the newest link of the development mailbox sent to `to` whose path starts
 * with `pathPrefix`, once it arrives.
 */
export async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  pathPrefix: string,
  after = '',
) {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox.json');
        const { messages } = (await response.json()) as { messages: MailboxMessage[] };
        const links = messages
          .filter((message) => message.to === to && message.createdAt > after)
          .flatMap((message) => message.links.map((link) => new URL(link)))
          .filter((url) => url.pathname.startsWith(pathPrefix));
        const newest = links[0];
        found = newest ? `${newest.pathname}${newest.search}${newest.hash}` : undefined;
        return found;
      },
      { message: `an e-mail to ${to} with a ${pathPrefix} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found as string;
}

/** Picks a dashboard tab, through the menu button where the navigation folds (below 768 px). */
export async function openDashboardTab(
  page: Page,
  navigation: string,
  label: string,
  { exact = false }: { readonly exact?: boolean } = {},
) {
  const menu = page.getByRole('button', { name: 'Menu' });
  const tab = page.getByRole('navigation', { name: navigation }).getByRole('button', { name: label, exact });
  // The dashboard's screens load after the address changes: wait for its header before asking
  // whether the navigation is folded behind the menu.
  await expect(menu.or(tab).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await tab.click();
}

/** A campground without an owner, created by the super admin through the API; its id. */
export async function createCampground(
  request: APIRequestContext,
  token: string,
  form: { readonly name: string; readonly slug: string; readonly city?: string; readonly state?: string },
): Promise<string> {
  const created = await callFunction<{ data: { id: string } }>(
    request,
    'create-campground',
    { address: '1 Trailhead Road', ...form },
    token,
  );
  expect(created.status).toBe(200);
  return created.body.data.id;
}

/**
 * The newest e-mail to `to` in the development mailbox whose subject starts with `subject`, as the
 * member's mail client shows it (its frame), once it has arrived; the page is left on the mailbox,
 * narrowed to `to`'s messages.
 */
export async function mailFrame(page: Page, to: string, subject: string) {
  const frame = page.locator(`iframe[title^=${JSON.stringify(`E-mail: ${subject}`)}]`).first();
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    await expect(frame).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return frame.contentFrame();
}

/** Follows an e-mail's "View your membership card" button to the card's public status page. */
export async function openCardFrom(page: Page, mail: ReturnType<Locator['contentFrame']>) {
  const href = await mail.getByRole('link', { name: 'View your membership card' }).getAttribute('href');
  const url = new URL(href ?? '');
  expect(url.pathname).toMatch(/^\/membership-status\/[^/]+$/);
  await page.goto(`${url.pathname}${url.search}`);
}

/** The demo owner's token and Pine Valley's id, through the API. */
export const ownerAtPine = async (request: APIRequestContext) => {
  const headers = await bearerOf(request, DEMO.owner.email, 'owner');
  const list = await request.get('/functions/v1/owner-campgrounds', { headers });
  const { data } = (await list.json()) as { data: { campgrounds: { id: string; slug: string }[] } };
  const pine = data.campgrounds.find((campground) => campground.slug === 'pine-valley');
  return { headers, pineId: pine?.id ?? '' };
};

/** The Authorization header of a fresh sign-in through the API (the demo password unless given). */
export async function bearerOf(
  request: APIRequestContext,
  email: string,
  loginType: 'member' | 'owner',
  password = DEMO_PASSWORD,
): Promise<{ Authorization: string }> {
  const login = await callFunction<{ tokens: { accessToken: string } }>(request, 'auth-login', {
    email,
    password,
    loginType,
    recaptchaToken: 'dev-ok',
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { Authorization: `Bearer ${login.body.tokens.accessToken}` };
}

/** The owner's token while a journey has given Pine Valley a logo (see {@link givePineALogo}). */
let pineLogo: Awaited<ReturnType<typeof ownerAtPine>> | undefined;

/** Gives Pine Valley a logo, so its e-mails show one; a spec calling it removes it in `afterEach`. */
export async function givePineALogo(request: APIRequestContext) {
  pineLogo = await ownerAtPine(request);
  const uploaded = await request.post(
    `/functions/v1/upload-campground-logo?campground_id=${pineLogo.pineId}`,
    {
      data: PNG,
      headers: { ...pineLogo.headers, 'content-type': 'image/png' },
    },
  );
  expect(uploaded.status()).toBe(200);
}

/** Takes off the logo {@link givePineALogo} gave, if any. */
export async function removePineLogo(request: APIRequestContext) {
  if (!pineLogo) return;
  const { headers, pineId } = pineLogo;
  pineLogo = undefined;
  const removed = await callFunction(
    request,
    'remove-campground-logo',
    { campground_id: pineId },
    headers.Authorization.slice(7),
  );
  expect(removed.status).toBe(200);
}

/** The campground's logo at the head of a branded e-mail, loaded. */
export async function expectMailLogo(mail: ReturnType<Locator['contentFrame']>, campground: string) {
  const logo = mail.getByRole('img', { name: `${campground} logo` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
}

/** The buyer has no password yet: one is set through the reset link, as a person would. */
export async function givePassword(request: APIRequestContext, email: string) {
  const from = new Date().toISOString();
  expect((await callFunction(request, 'recovery-password', { email })).status).toBe(200);
  const link = await linkFromMailbox(request, email, '/auth/reset-password', from);
  const reset = await callFunction(request, 'reset-password', {
    code: new URL(link, 'http://x').searchParams.get('code'),
    password: DEMO_PASSWORD,
  });
  expect(reset.status).toBe(200);
}

/** A second browser context shaped as this project's device (its size, scale and touch). */
export const sameDevice = ({ project: { use } }: TestInfo) => ({
  baseURL: use.baseURL,
  viewport: use.viewport,
  deviceScaleFactor: use.deviceScaleFactor,
  isMobile: use.isMobile,
  hasTouch: use.hasTouch,
});
