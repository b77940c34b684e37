import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAccessible, expectNoSidewaysScroll, signIn } from './support';

// The owner registers a passkey on Chromium's virtual authenticator (CDP WebAuthn), signs out and
// back in with the password and the passkey as the second step, or with the passkey alone. The
// passkey is removed at the end, so the journeys after these sign the demo owner in with the
// password alone.

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/owner-dashboard/);
};

/** A platform authenticator that keeps discoverable passkeys and verifies its person. */
const addVirtualAuthenticator = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
};

test('an owner registers a passkey and signs in with it as the second step', async ({
  page,
  browserName,
}) => {
  // Skipped outside Chromium only: the virtual authenticator (CDP WebAuthn) exists in Chromium alone.
  // CI runs Chromium for both projects, so this never skips there.
  test.skip(browserName !== 'chromium', 'the virtual authenticator is Chromium’s');
  test.setTimeout(180_000);
  await addVirtualAuthenticator(page);

  await signIn(page, DEMO.owner.login, DEMO.owner.email);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await page.getByLabel('Passkey name').fill('Virtual key');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added.')).toBeVisible();
  await expect(page.getByText('Virtual key', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  try {
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await signOut(page);
    await signIn(page, DEMO.owner.login, DEMO.owner.email);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/owner-dashboard$/);
  } finally {
    await page.goto('/security');
    await page.getByRole('button', { name: 'Remove Virtual key' }).click();
    const confirm = page.getByRole('form', { name: 'Remove Virtual key' });
    await confirm.getByLabel('Current password or authenticator code').fill('CampPass-demo-1');
    await confirm.getByRole('button', { name: 'Remove Virtual key' }).click();
    await expect(page.getByText('Virtual key', { exact: true })).toHaveCount(0);
  }
});

test('an owner signs in with a passkey alone, and confirms removing it with the passkey', async ({
  page,
  browserName,
}) => {
  // Skipped outside Chromium only: the virtual authenticator (CDP WebAuthn) exists in Chromium alone.
  // CI runs Chromium for both projects, so this never skips there.
  test.skip(browserName !== 'chromium', 'the virtual authenticator is Chromium’s');
  test.setTimeout(180_000);
  await addVirtualAuthenticator(page);

  await signIn(page, DEMO.owner.login, DEMO.owner.email);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.getByRole('link', { name: 'Security' }).click();
  await page.getByLabel('Passkey name').fill('Phone key');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added.')).toBeVisible();

  try {
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await signOut(page);
    await page.goto(DEMO.owner.login);
    const withPasskey = page.getByRole('button', { name: 'Sign in with a passkey' });
    await expect(withPasskey).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    // No e-mail, no password: the browser offers the passkey it keeps for the site.
    await withPasskey.click();
    await expect(page).toHaveURL(/\/owner-dashboard$/);
    await expectAccessible(page);
  } finally {
    await page.goto('/security');
    await page.getByRole('button', { name: 'Remove Phone key' }).click();
    const confirm = page.getByRole('form', { name: 'Remove Phone key' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Confirm with a passkey' }).click();
    await expect(page.getByText('Phone key', { exact: true })).toHaveCount(0);
  }
});
