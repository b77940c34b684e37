import { expect, type Page, test } from '@playwright/test';
import { chicagoDate, choosePlan, fillPersonalInfo, payByCard, uniqueEmail } from './public-support';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  linkFromMailbox,
  openDashboardTab,
  signIn,
  signInAs,
} from './support';

const PAGE = '/campground/pine-valley';
const PASSWORD = 'Renews-Itself-27';

/** `YYYY-MM-DD` as the portal shows dates. */
const usDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};

/** The buyer's way in: the welcome e-mail's set-password link, then the member login. */
async function setPasswordAndSignIn(
  page: Page,
  request: import('@playwright/test').APIRequestContext,
  email: string,
) {
  const link = await linkFromMailbox(request, email, '/auth/reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password Updated!' })).toBeVisible();
  await signIn(page, '/member-login', email, PASSWORD);
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await page.goto('/member-dashboard?tab=memberships');
}

// The Annual lasts 365 days from today in Chicago; the saved card is charged 3 days before it ends.
const endDate = () => usDate(chicagoDate(364));
const chargeDate = () => usDate(chicagoDate(361));

test('a visitor buys an Annual that renews itself, turns it off and on and updates the card; the owner sees the next charge', async ({
  page,
  request,
}) => {
  // A purchase, a member's session and an owner's, each judged by axe: longer than one screen's journey.
  test.setTimeout(180_000);
  const email = uniqueEmail('renews');
  await page.goto(PAGE);
  await choosePlan(page, 'Annual');
  await page.getByRole('button', { name: 'No, Regular Price' }).click();
  const wizard = page.getByRole('dialog', { name: 'Purchase Annual' });
  await fillPersonalInfo(page, wizard, { email, dateOfBirth: chicagoDate(0, -40), startDate: chicagoDate() });
  await wizard.getByRole('button', { name: 'Next: Review Order' }).click();
  await wizard.getByRole('button', { name: 'Next: Payment' }).click();
  await expect(wizard.getByRole('heading', { name: '3. Payment' })).toBeVisible();

  // Off by default; its description says how much and when.
  const renew = wizard.getByRole('checkbox', { name: /^Renew automatically/ });
  await expect(renew).not.toBeChecked();
  // The Annual's $1,200.00 with the fees on top, as a renewal costs today.
  await expect(renew).toHaveAccessibleName(
    'Renew automatically Your card is saved and charged $1,229.58 3 days before this membership ends, to renew it for the same length from its end date. Turn it off any time in My Memberships.',
  );
  await wizard.locator('label').filter({ hasText: 'Renew automatically' }).click();
  await expect(renew).toBeChecked();
  await expectAccessible(page);
  await payByCard(wizard, '4242 4242 4242 4242');
  await expect(wizard.getByRole('heading', { name: '4. Verification' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(wizard.getByText('Congratulations!')).toBeVisible();
  const code = (await wizard.getByTestId('membership-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9-]+$/);

  // The member, through the welcome e-mail, sees it in My Memberships with the card it was bought with.
  await setPasswordAndSignIn(page, request, email);
  const annual = page.getByRole('region', { name: 'Annual' });
  const line = annual.getByText(/^Renews automatically on /);
  await expect(line).toHaveText(
    new RegExp(`^Renews automatically on ${chargeDate()} for \\$1,229\\.58 · visa ending in 4242$`, 'i'),
  );
  await expect(annual.getByText(`${usDate(chicagoDate())} – ${endDate()}`)).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Off, then on again: the line says so each time and the button follows.
  await annual.getByRole('button', { name: 'Turn off' }).click();
  await expect(annual.getByText(/^Does not renew automatically/)).toBeVisible();
  await expect(annual.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await expectAccessible(page);
  await annual.getByRole('button', { name: 'Turn on' }).click();
  await expect(annual.getByText(new RegExp(`^Renews automatically on ${chargeDate()}`))).toBeVisible();
  await expect(annual.getByRole('button', { name: 'Turn off' })).toBeVisible();

  // Update card: the simulated card form saves another card, charged nothing now.
  await annual.getByRole('button', { name: 'Update card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update card' });
  await expect(dialog.getByText('Nothing is charged now.', { exact: false })).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Card Number/ }).fill('5555 5555 5555 4444');
  await dialog.getByRole('textbox', { name: /^Expiry/ }).fill('11/31');
  await dialog.getByRole('textbox', { name: /^CVC/ }).fill('321');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  await expect(annual.getByText(/^Renews automatically on /)).toHaveText(/mastercard ending in 4444$/i);
  await expectAccessible(page);

  // The owner: the next charge in the members list, and auto-renewal in the member's profile.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInAs(page, 'owner');
  await openDashboardTab(page, 'Owner Dashboard sections', 'Members', { exact: true });
  await page.getByRole('searchbox', { name: 'Search members' }).fill(code);
  const card = page.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: code });
  await expect(card).toHaveCount(1);
  const nextCharge = card
    .locator('dt', { hasText: /^Next charge$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(nextCharge).toHaveText(chargeDate());
  await expectAccessible(page);
  await card.getByRole('button', { name: /^View Profile/ }).click();
  const profile = page.getByRole('dialog', { name: /^Member Profile: / });
  await expect(profile.getByRole('region', { name: 'Timeline' })).toContainText(
    `On, next charge ${chargeDate()}`,
  );
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
