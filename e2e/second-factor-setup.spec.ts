import { expect, test } from '@playwright/test';
import {
  codeAfter,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSidewaysScroll,
  passSecondStep,
  signIn,
} from './support';

// A super admin made by `npm run create-admin` has no second factor: the first sign-in lands on the
// Security page, and the server refuses the dashboard's functions until an authenticator app is set
// up. Then the admin signs out and back in with a code. (The demo data's new-admin account.)

const NEW_ADMIN = 'new-admin@camppass.test';

test('a super admin without a second factor is made to set up an authenticator app, then signs in with its code', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, '/admin-login', NEW_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/security$/);
  await expect(
    page.getByText('Your account requires a second factor. Set up an authenticator app to continue.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveCount(0);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // The dashboard is sent back here, and its functions are refused by the server itself.
  await page.goto('/super-admin-dashboard');
  await expect(page).toHaveURL(/\/security$/);
  const stored = await page.evaluate(() => localStorage.getItem('camppass.tokens'));
  const { accessToken } = JSON.parse(stored ?? '{}') as { accessToken?: string };
  const refused = await request.get('/functions/v1/admin-system-stats', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'SECOND_FACTOR_SETUP_REQUIRED' });

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  const secret = (await page.getByTestId('authenticator-secret').textContent()) ?? '';
  let { code, step } = await codeAfter(secret, -1);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Authenticator app added.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).locator('code')).toHaveCount(10);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/super-admin-dashboard$/);
  await expect(page.getByRole('group', { name: 'Total Campgrounds' })).toContainText(/\d/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/super-admin-dashboard/);

  await signIn(page, '/admin-login', NEW_ADMIN, DEMO_PASSWORD);
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  ({ code, step } = await codeAfter(secret, step));
  await passSecondStep(page, code);
  await expect(page).toHaveURL(/\/super-admin-dashboard$/);
  await expect(page.getByRole('group', { name: 'Total Campgrounds' })).toContainText(/\d/);
});
