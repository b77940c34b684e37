import { expect, test } from '@playwright/test';
import {
  adminToken,
  createCampground,
  expectAccessible,
  expectNoSidewaysScroll,
  openAdminTab,
  PNG,
  signInAs,
  stamp,
} from './support';

test('the super admin uploads a logo from Logo Management, sees it on the card and the public page, then removes it', async ({
  page,
  request,
}, testInfo) => {
  const id = stamp(testInfo.project.name);
  const name = `Cedar Hollow ${id}`;
  const slug = `cedar-hollow-${id}`;
  await createCampground(request, await adminToken(request), { name, slug, city: 'Bend', state: 'OR' });

  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/super-admin-dashboard$/);
  await openAdminTab(page, 'Logo Management');
  await expect(page).toHaveURL(/tab=logos/);
  await expect(page.getByRole('heading', { name: 'Manage Campground Logos' })).toBeVisible();
  await expect(page.getByText('Upload and manage logos for all campgrounds')).toBeVisible();

  // Search narrows the grid to the new campground; the count says so.
  await page.getByRole('searchbox', { name: 'Search campgrounds' }).fill(id);
  await expect(page.getByRole('status').filter({ hasText: /^1 of \d+ campgrounds$/ })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Campgrounds' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  const card = cards.filter({ has: page.getByRole('heading', { level: 3, name }) });
  await expect(card).toContainText('Bend, OR');
  await expect(card).toContainText('active');
  await expect(card.getByText('No logo uploaded')).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // A text file named logo.png is refused before it is sent, with the server's message.
  await card.getByLabel(`Logo for ${name}`).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(
    card.getByText('Please select a valid image file (JPG, PNG, GIF, WebP, or SVG)'),
  ).toBeVisible();
  await expect(card.getByText('No logo uploaded')).toBeVisible();

  // Upload: the card shows the logo, read back from the server.
  await card
    .getByLabel(`Logo for ${name}`)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(card.getByRole('status')).toHaveText('Logo uploaded successfully!');
  const logo = card.getByRole('img', { name: `${name} logo` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // The public page shows it too.
  const visitor = await page.context().newPage();
  await visitor.goto(`/campground/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole('img', { name: `${name} logo` })).toBeVisible();

  // Remove asks first: Cancel keeps the logo; Remove Logo takes it off the card and the public page.
  await card.getByRole('button', { name: 'Remove Logo' }).click();
  const ask = page.getByRole('alertdialog', { name: `Remove the logo of ${name}?` });
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(logo).toBeVisible();
  await card.getByRole('button', { name: 'Remove Logo' }).click();
  await ask.getByRole('button', { name: 'Remove Logo' }).click();
  await expect(card.getByRole('status')).toHaveText('Logo removed successfully!');
  await expect(card.getByText('No logo uploaded')).toBeVisible();
  await expect(logo).toHaveCount(0);
  await expectAccessible(page);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByRole('img', { name: `${name} logo` })).toHaveCount(0);
  await visitor.close();

  // A filter that matches nothing says how to find more.
  await page.getByLabel('Status').selectOption('Pending');
  await expect(page.getByText('No campgrounds found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^0 of \d+ campgrounds$/ })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
