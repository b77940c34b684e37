import { type APIRequestContext, expect, test } from '@playwright/test';
import { callFunction, DEMO, DEMO_PASSWORD, expectAccessible, linkFromMailbox, signIn } from './support';

const NEW_PASSWORD = 'Fresh-Pine-42';

/** Sets the demo member's password back through the reset link (SAME_PASSWORD when it never changed). */
const restoreDemoPassword = async (request: APIRequestContext): Promise<void> => {
  const restoreFrom = new Date().toISOString();
  expect((await callFunction(request, 'recovery-password', { email: DEMO.member.email })).status).toBe(200);
  const restore = await linkFromMailbox(request, DEMO.member.email, '/auth/reset-password', restoreFrom);
  const code = new URL(restore, 'http://x').searchParams.get('code');
  const reset = await callFunction<{ code?: string }>(request, 'reset-password', {
    code,
    password: DEMO_PASSWORD,
  });
  if (reset.status !== 200) expect(reset.body.code).toBe('SAME_PASSWORD');
};

test('a member resets a forgotten password through the e-mailed link', async ({ page, request }) => {
  try {
    const startedAt = new Date().toISOString();
    await page.goto('/member-login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/member-password-reset$/);
    await expectAccessible(page);
    await page.getByLabel('Email').fill(DEMO.member.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Sent Successfully!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Another Email' })).toBeVisible();
    await expectAccessible(page);

    const link = await linkFromMailbox(request, DEMO.member.email, '/auth/reset-password', startedAt);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set New Password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password Updated!' })).toBeVisible();
    await expectAccessible(page);

    // After 3 seconds: the member login with the banner, and the parameter gone from the address.
    await expect(page).toHaveURL(/\/member-login$/, { timeout: 10_000 });
    await expect(
      page.getByText(
        'Your password has been successfully updated! You can now sign in with your new password.',
      ),
    ).toBeVisible();
    await expectAccessible(page);

    await signIn(page, '/member-login', DEMO.member.email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid email or password. Please check your credentials.',
    );
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/member-dashboard$/);

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another-Pine-43');
    await page.getByLabel('Confirm new password').fill('Another-Pine-43');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  } finally {
    // Leave the demo password as it was for the other journeys of this run, even when a step above
    // failed: a retry and the later journeys sign in with it.
    await restoreDemoPassword(request);
  }
});

test('a reset link without its code is refused with the two request links', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new member reset link' })).toBeVisible();
  await expectAccessible(page);
});
