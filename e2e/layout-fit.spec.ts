import { expect, type Page, test } from '@playwright/test';
import {
  expectApart,
  expectBadgesClearOfButtons,
  expectPlaceholderWhole,
  expectWhole,
  gapBetween,
} from './fit';
import {
  DEMO,
  expectAccessible,
  expectNoSidewaysScroll,
  openAdminTab,
  openDashboardTab,
  signInAs,
} from './support';

/** Signed in at the dashboard of `role`, on the tab `tab` given by its address. */
async function openTab(page: Page, role: 'member' | 'owner' | 'admin', tab: string) {
  await signInAs(page, role);
  await expect(page).toHaveURL(new RegExp(DEMO[role].dashboard));
  await page.goto(`${DEMO[role].dashboard}?tab=${tab}`);
}

/** A colour of getComputedStyle as its channels. */
const channels = (rgb: string) =>
  (rgb.match(/\d+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];

test("the member's payments fit: the total inside its card, each amount and badge at its row's end, succeeded in green", async ({
  page,
}) => {
  await openTab(page, 'member', 'payments');
  const total = page.getByRole('group', { name: 'Total Spent' });
  await expect(total).toContainText('$');
  const value = total.locator('p').filter({ hasText: '$' });
  await expectWhole(value);
  const [card, shown] = [await total.boundingBox(), await value.boundingBox()];
  expect(shown && card && shown.x + shown.width <= card.x + card.width).toBe(true);

  const rows = page.getByRole('list', { name: 'Payment History' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const edge = await row.boundingBox();
    const amount = await row.getByText(/^\$[\d,]+\.\d\d$/).boundingBox();
    const badge = await row.locator('.cp-badge').first().boundingBox();
    if (!edge || !amount || !badge) throw new Error('a payment row shows its amount and status');
    expect(Math.abs(edge.x + edge.width - (amount.x + amount.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(edge.x + edge.width - (badge.x + badge.width))).toBeLessThanOrEqual(1);
  }
  const succeeded = rows.first().getByText('succeeded', { exact: true });
  const [red, green, blue] = channels(
    await succeeded.evaluate((badge) => getComputedStyle(badge).backgroundColor),
  );
  expect(green).toBeGreaterThan(red);
  expect(green).toBeGreaterThan(blue);
  await expectBadgesClearOfButtons(page);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  await openDashboardTab(page, 'Member Dashboard sections', 'My Memberships');
  await expect(page.getByRole('button', { name: 'View Card' }).first()).toBeVisible();
  await expectBadgesClearOfButtons(page);
  await openDashboardTab(page, 'Member Dashboard sections', 'Profile');
  await expect(page.getByRole('heading', { name: 'My Documents' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Download/ }).first()).toBeVisible();
  await expectBadgesClearOfButtons(page);
  await expectNoSidewaysScroll(page);
});

test('on the owner dashboard one Escape closes what is open and leaves no tooltip over the header', async ({
  page,
}) => {
  await openTab(page, 'owner', 'overview');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Owner Dashboard sections' });
  const header = page.getByRole('banner').first();
  await expect(header.getByRole('heading', { level: 1 })).toBeVisible();
  const tooltip = page.getByRole('tooltip');
  if (await menu.isVisible()) {
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab'); // Security
    await page.keyboard.press('Tab'); // Logout
    await page.keyboard.press('Tab'); // Home, described by its tooltip
    await expect(tooltip).toHaveText('View overview and key metrics');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  } else {
    await page.getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Tab'); // Home, described by its tooltip
    await expect(nav.getByRole('button', { name: 'Home' })).toBeFocused();
    await expect(tooltip).toHaveText('View overview and key metrics');
    await page.keyboard.press('Escape');
  }
  await page.waitForTimeout(800);
  await expect(tooltip).toHaveCount(0);
  const banner = await header.boundingBox();
  for (const tip of await page.locator('.cp-tooltip').all()) {
    const box = await tip.boundingBox();
    if (box && banner) expect(gapBetween(box, banner)).toBeGreaterThan(0);
  }
  await expectAccessible(page);
});

test('owner settings at rest: the e-mail is whole, and Adult Only stands clear of the Military Discount switch', async ({
  page,
}) => {
  await openTab(page, 'owner', 'settings');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(/@/);
  await expectWhole(email);
  await expectApart(
    page.locator('label').filter({ hasText: 'Adult Only (adults 21+)' }),
    page.locator('label').filter({ hasText: /^Military Discount$/ }),
  );
  await expectBadgesClearOfButtons(page);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

test("the owner's members search shows its whole placeholder, and the member cards' badges stand clear of their buttons", async ({
  page,
}) => {
  await openTab(page, 'owner', 'members');
  const search = page.getByRole('searchbox', { name: 'Search members' });
  await expect(search).toHaveAttribute('placeholder', /phone/);
  await expectPlaceholderWhole(search);
  await expect(page.getByRole('button', { name: /^View Profile/ }).first()).toBeVisible();
  await expectBadgesClearOfButtons(page);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

test("the admin's logo search shows its whole placeholder and the logo cards' badges stand clear of their buttons", async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/super-admin-dashboard/);
  await openAdminTab(page, 'Logo Management');
  const search = page.getByRole('searchbox', { name: 'Search campgrounds' });
  await expectPlaceholderWhole(search);
  await expect(page.getByRole('list', { name: 'Campgrounds' }).getByRole('listitem').first()).toBeVisible();
  await expectBadgesClearOfButtons(page);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
