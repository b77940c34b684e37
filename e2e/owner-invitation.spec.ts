import { expect, test } from '@playwright/test';
import { adminToken, callFunction, expectAccessible, linkFromMailbox } from './support';

test('an invited owner activates through the e-mailed link and lands on the owner dashboard', async ({
  page,
  request,
}, testInfo) => {
  const token = await adminToken(request);
  const campground = await request.get('/functions/v1/get-campground?slug=lakeside-pines');
  expect(campground.status()).toBe(200);
  const { data } = (await campground.json()) as { data: { campground: { id: string } } };

  // A fresh address per attempt: a retry must not meet the invitation its failed attempt left behind.
  const email = `new-owner-${testInfo.project.name}-${testInfo.retry}@camppass.test`;
  const startedAt = new Date().toISOString();
  const invited = await callFunction(
    request,
    'invite-owner',
    {
      email,
      firstName: 'Nina',
      lastName: 'Newowner',
      name: 'Nina Newowner',
      campgroundId: data.campground.id,
    },
    token,
  );
  expect(invited.status).toBe(200);

  const link = await linkFromMailbox(request, email, '/owner/setup', startedAt);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate Your Owner Account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Activate Account' }).click();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Owner-Pine-77');
  await page.getByLabel('Confirm new password').fill('Owner-Pine-77');
  await page.getByText('I accept the Terms of Service and the Privacy Policy').click();
  await expect(page.getByRole('checkbox', { name: /I accept/ })).toBeChecked();
  await page.getByRole('button', { name: 'Activate Account' }).click();
  await expect(page.getByText('Account activated successfully! Redirecting to dashboard...')).toBeVisible();
  await expectAccessible(page);

  await expect(page).toHaveURL(/\/owner-dashboard$/, { timeout: 10_000 });
  await expect(page.getByText('Welcome back! Nina Newowner')).toBeVisible();
  await expectAccessible(page);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('already been used');
});

test('an activation link without its parameters says so', async ({ page }) => {
  await page.goto('/owner/setup?token=only-a-token');
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid invitation link. Required parameters are missing.',
  );
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await expectAccessible(page);
});
