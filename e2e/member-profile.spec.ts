import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  callFunction,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSidewaysScroll,
  linkFromMailbox,
  signIn,
} from './support';

/**
 * The last of Pine Valley's generated demo members (apps/server/src/demo/demo-members.ts: index 299,
 * Shreveport, 77299). No other journey reads this account, so this one may change its profile.
 */
const MEMBER = 'taylor.fischer.300@members.camppass.test';

/** Generated members have no password: set one through the reset link, as a person would. */
async function givePassword(request: APIRequestContext) {
  const from = new Date().toISOString();
  expect((await callFunction(request, 'recovery-password', { email: MEMBER })).status).toBe(200);
  const link = await linkFromMailbox(request, MEMBER, '/auth/reset-password', from);
  const code = new URL(link, 'http://x').searchParams.get('code');
  const reset = await callFunction<{ code?: string }>(request, 'reset-password', {
    code,
    password: DEMO_PASSWORD,
  });
  if (reset.status !== 200) expect(reset.body.code).toBe('SAME_PASSWORD');
}

// Each journey sets a password by e-mail and runs axe on four or five screens: triple the time.
test.beforeEach(() => test.slow());

async function openProfileTab(page: Page, request: APIRequestContext) {
  await givePassword(request);
  await signIn(page, '/member-login', MEMBER);
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await page.goto('/member-dashboard?tab=profile');
  await expect(page.getByRole('region', { name: 'Basic Information' })).toBeVisible();
}

test('a member edits the profile: a bad postal code is refused, then the profile saves', async ({
  page,
  request,
}) => {
  await openProfileTab(page, request);
  const edit = page.getByRole('button', { name: 'Edit Profile' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  const postal = dialog.getByRole('textbox', { name: /^Postal Code/ });
  await expect(postal).toHaveValue('77299');
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(MEMBER);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  // Escape closes it and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await edit.click();
  await postal.fill('1234');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fix the errors in the form');
  await expect(
    dialog.getByText('Please enter a valid postal code (e.g., 12345 or 12345-6789)'),
  ).toBeVisible();
  await expect(postal).toBeFocused();
  await expect(postal).toHaveValue('1234');
  await expectAccessible(page);

  await postal.fill('71101-2345');
  await dialog.getByRole('textbox', { name: /^Street Address/ }).fill('300 Levee Road');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText(/^Profile updated: (Street Address and )?Postal Code\.$/),
  ).toBeVisible();
  const address = page.getByRole('region', { name: 'Address' });
  await expect(address.getByText('71101-2345')).toBeVisible();
  await expect(address.getByText('300 Levee Road')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test('Change Password puts a reset e-mail in the mailbox; its success view closes on Escape, focus back', async ({
  page,
  request,
}) => {
  await openProfileTab(page, request);
  const startedAt = new Date().toISOString();
  const opener = page.getByRole('button', { name: 'Change Password' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog.getByText(MEMBER)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByText('Email Sent Successfully!')).toBeVisible();
  await expectAccessible(page);
  const link = await linkFromMailbox(request, MEMBER, '/auth/reset-password', startedAt);
  expect(new URL(link, 'http://x').searchParams.get('code')).toBeTruthy();
  // The Send button gave way to the success message: Escape still closes, focus goes back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
