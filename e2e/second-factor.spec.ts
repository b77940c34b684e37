import { expect, type Page, test } from '@playwright/test';
import {
  codeAfter,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSidewaysScroll,
  passSecondStep,
  signIn,
} from './support';

// The owner adds an authenticator app on the Security page, signs out and back in with a code, then
// with a recovery code, which works once. The app is removed at the end, so the journeys after this
// one sign the demo owner in with the password alone.

const signOut = async (page: Page) => {
  const menu = page.getByRole('button', { name: 'Logout' });
  await menu.click();
  await expect(page).not.toHaveURL(/owner-dashboard/);
};

test('an owner adds an authenticator app, signs in with its code, and a recovery code works once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.owner.login, DEMO.owner.email);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  const secret = (await page.getByTestId('authenticator-secret').textContent()) ?? '';
  let { code, step } = await codeAfter(secret, -1);
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Authenticator app added.')).toBeVisible();
  const recoveryCodes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .locator('code')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expectAccessible(page);

  try {
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await signOut(page);
    await signIn(page, DEMO.owner.login, DEMO.owner.email);
    await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
    await expectAccessible(page);
    ({ code, step } = await codeAfter(secret, step));
    await passSecondStep(page, code);
    await expect(page).toHaveURL(/\/owner-dashboard$/);

    await signOut(page);
    await signIn(page, DEMO.owner.login, DEMO.owner.email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/owner-dashboard$/);

    await signOut(page);
    await signIn(page, DEMO.owner.login, DEMO.owner.email, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That code did not work. Check the code and try again.')).toBeVisible();
    await page.getByLabel('Recovery code').fill(recoveryCodes[1] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/owner-dashboard$/);
  } finally {
    await page.goto('/security');
    // Removing a factor asks for the password (or a current code) again.
    await page.getByRole('button', { name: 'Remove Authenticator app' }).click();
    const confirm = page.getByRole('form', { name: 'Remove Authenticator app' });
    await confirm.getByLabel('Current password or authenticator code').fill('not-the-password');
    await confirm.getByRole('button', { name: 'Remove Authenticator app' }).click();
    await expect(
      confirm.getByText(
        'Confirm it is you: enter your current password, a current code from your authenticator app, or use one of your passkeys.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Authenticator app' }).first()).toBeVisible();
    await expectAccessible(page);
    await confirm.getByLabel('Current password or authenticator code').fill(DEMO_PASSWORD);
    await confirm.getByRole('button', { name: 'Remove Authenticator app' }).click();
    await expect(page.getByText('No second factor yet.')).toBeVisible();
  }
});
