import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, openDashboardTab, signInAs } from './support';

const openTab = (page: Page, label: string) => openDashboardTab(page, 'Owner Dashboard sections', label);

interface OwnerStats {
  readonly totalCampgrounds: number;
  readonly activeMemberships: number;
  readonly expiringMemberships: number;
}

/** The owner stats as owner-campgrounds answers them to the signed-in page's session. */
async function statsOf(page: Page): Promise<OwnerStats> {
  const tokens = await page.evaluate(() => window.localStorage.getItem('camppass.tokens'));
  const { accessToken } = JSON.parse(tokens ?? '{}') as { accessToken?: string };
  const response = await page.request.get('/functions/v1/owner-campgrounds', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { stats: OwnerStats } }).data.stats;
}

const count = (value: number) => value.toLocaleString('en-US');

test('the demo owner sees the shell and overview, searches the campgrounds, jumps to a tab and opens the public page', async ({
  page,
}) => {
  await signInAs(page, 'owner');
  await expect(page).toHaveURL(/\/owner-dashboard$/);

  // Header: the owner's campground, the area's name and the welcome line.
  const header = page.getByRole('banner').first();
  await expect(header.getByRole('heading', { level: 1, name: 'Pine Valley RV Resort' })).toBeVisible();
  await expect(header).toContainText('Owner Dashboard');
  await expect(header).toContainText('Welcome back!');

  // Overview: the three cards show the server's figures, and Pine Valley is listed.
  const stats = await statsOf(page);
  expect(stats.totalCampgrounds).toBe(1);
  const cards = [
    ['Total Campgrounds', stats.totalCampgrounds],
    ['Active Memberships', stats.activeMemberships],
    ['Expiring Soon', stats.expiringMemberships],
  ] as const;
  for (const [label, value] of cards) {
    const card = page.getByRole('group', { name: label, exact: true });
    await expect(card).not.toHaveAttribute('aria-busy', 'true');
    await expect(card).toContainText(count(value));
  }
  const yours = page.getByRole('list', { name: 'Your Campgrounds' });
  await expect(yours.getByRole('listitem')).toHaveCount(1);
  await expect(yours).toContainText(/Pine Valley RV Resort.*Huntsville, Texas.*active/);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Refresh Data asks again and says so.
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(page.getByText('Dashboard data refreshed successfully!')).toBeVisible();

  // My Campground: the search narrows the cards and says when nothing matches.
  await openTab(page, 'My Campground');
  await expect(page).toHaveURL(/tab=campgrounds/);
  const search = page.getByRole('searchbox', { name: 'Search campgrounds' });
  const list = page.getByRole('list', { name: 'My Campgrounds' });
  await search.fill('huntsville');
  await expect(list.getByRole('heading', { level: 3, name: 'Pine Valley RV Resort' })).toBeVisible();
  await expect(list).toContainText('Military Discount');
  await expect(list).toContainText('Public Page Available');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await search.fill('tucson');
  await expect(page.getByRole('heading', { name: 'No campgrounds found' })).toBeVisible();
  await search.fill('');

  // A card's Members button chooses the campground and switches tab.
  await page.getByRole('button', { name: 'Members: Pine Valley RV Resort' }).click();
  await expect(page).toHaveURL(/tab=members/);
  expect(
    await page.evaluate(() => window.sessionStorage.getItem('camppass.owner.selectedCampground')),
  ).toMatch(/^[0-9a-f-]{36}$/);

  // Public Page: the only campground is chosen, its URL shown; View Live Page opens the public page.
  await openTab(page, 'Public Page');
  await expect(page).toHaveURL(/tab=public-page/);
  const details = page.getByRole('region', { name: 'Public page of Pine Valley RV Resort' });
  const origin = new URL(page.url()).origin;
  await expect(details).toContainText(`${origin}/campground/pine-valley`);
  await expect(page.getByRole('heading', { name: 'All Public Pages' })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  const [live] = await Promise.all([
    page.context().waitForEvent('page'),
    details.getByRole('link', { name: /View Live Page/ }).click(),
  ]);
  await expect(live).toHaveURL(/\/campground\/pine-valley$/);
  await expect(live.getByRole('heading', { level: 1, name: /Pine Valley RV Resort/ })).toBeVisible();
  await live.close();
});
