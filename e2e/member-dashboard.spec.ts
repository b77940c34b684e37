import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import pngjs from 'pngjs';
import { daysSinceSeed } from './public-support';
import { DEMO, expectAccessible, signInAs } from './support';

/** The text of the QR code in a PNG, read as a phone camera would; `null` when none is found. */
const qrTextOf = (png: Buffer): string | null => {
  const image = pngjs.PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
};

const stat = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

test('the demo member sees the overview and the memberships with the expiring banner', async ({ page }) => {
  await signInAs(page, 'member');
  await expect(page).toHaveURL(/\/member-dashboard$/);

  // Overview: an active military Annual, a Weekly ending in 3 days, an expired Weekend and Monthly.
  await expect(stat(page, 'Total Memberships')).toContainText('4');
  await expect(stat(page, 'Active Memberships')).toContainText('2');
  await expect(stat(page, 'Expiring Soon')).toContainText('1');
  await expect(stat(page, 'Expired Memberships')).toContainText('2');
  const expiring = page.getByRole('region', { name: 'Expiring Soon' });
  await expect(expiring.getByText('Weekly')).toBeVisible();
  await expect(expiring.getByText(`${3 - daysSinceSeed()} days left`)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/member-dashboard?tab=memberships');
  await expect(stat(page, 'Expiring Soon (1 Week)')).toContainText('1');
  await expect(stat(page, 'Total')).toContainText('4');
  await expect(
    page.getByRole('status').filter({ hasText: '1 membership expires within 7 days.' }),
  ).toBeVisible();
  const titles = page.getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(4);
  expect((await titles.allTextContents()).sort()).toEqual(['Annual', 'Monthly', 'Weekend', 'Weekly']);
  await expectAccessible(page);
});

test('the demo member downloads the card PNG, whose QR code opens the status page: Valid today', async ({
  page,
}) => {
  await signInAs(page, 'member');
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await page.goto('/member-dashboard?tab=memberships');
  const annual = page.getByRole('region', { name: /Annual/ });
  await annual.getByRole('button', { name: 'View Details' }).click();
  await expect(annual.getByText('Military discount applied', { exact: false })).toBeVisible();
  await annual.getByRole('button', { name: 'View Card' }).click();
  const image = annual.getByRole('img', { name: /^Digital membership card / });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([800, 1200]);
  await expectAccessible(page);

  const code = (await image.getAttribute('alt'))?.replace('Digital membership card ', '') ?? '';
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    annual.getByRole('link', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`membership-card-${code}.png`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([800, 1200]);

  // The server draws the card; its QR code, decoded, opens the public status page with no sign-in.
  const statusUrl = new URL(qrTextOf(bytes) ?? 'about:blank');
  expect(statusUrl.origin).toBe(new URL(page.url()).origin);
  expect(statusUrl.pathname).toMatch(/^\/membership-status\/[A-Za-z0-9_-]{22,}$/);
  expect(statusUrl.href).not.toContain(code);

  // The same card for the phone's wallet: development passes, said so, the Google payload shown.
  await expect(annual.getByText(/^Development passes:/)).toBeVisible();
  const [pass] = await Promise.all([
    page.waitForEvent('download'),
    annual.getByRole('button', { name: 'Add to Apple Wallet' }).click(),
  ]);
  expect(pass.suggestedFilename()).toBe(`membership-card-${code}.pkpass`);
  expect((await readFile(await pass.path())).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  await annual.getByRole('button', { name: 'Save to Google Wallet' }).click();
  await expect(annual.getByText('"typ": "savetowallet"', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await annual.getByRole('button', { name: 'Hide Card' }).click();
  await expect(annual.getByRole('img')).toHaveCount(0);

  const gate = await page.context().browser()?.newContext({ viewport: page.viewportSize() });
  const phone = await gate?.newPage();
  if (!phone) throw new Error('No second browser context for the gate');
  await phone.goto(statusUrl.href);
  await expect(phone.getByText('Valid today', { exact: true })).toBeVisible();
  await expect(phone.getByText('Not valid today')).toHaveCount(0);
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(phone.getByText('Annual', { exact: true })).toBeVisible();
  await expect(phone.locator('body')).not.toContainText(DEMO.member.email);
  await gate?.close();
});

test('the demo member sorts the payments by amount on the server', async ({ page }) => {
  await signInAs(page, 'member');
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await page.goto('/member-dashboard?tab=payments');
  await expect(stat(page, 'Transactions')).toContainText('4');
  const rows = page.getByRole('list', { name: 'Payment History' }).getByRole('listitem');
  await expect(rows).toHaveCount(4);
  await expectAccessible(page);

  const amounts = async () =>
    (await rows.locator('.pm-line__end > .pm-line__title').allTextContents()).map((text) =>
      Number(text.replace(/[$,]/g, '')),
    );
  await expect.poll(async () => (await amounts()).length).toBe(4);
  const descending = [...(await amounts())].sort((a, b) => b - a);
  await page.getByLabel('Sort by').selectOption('Amount (High to Low)');
  await expect.poll(amounts).toEqual(descending);
  await page.getByLabel('Sort by').selectOption('Amount (Low to High)');
  await expect.poll(amounts).toEqual([...descending].reverse());

  await rows
    .first()
    .getByRole('button', { name: /^View Details/ })
    .click();
  await expect(page.getByText('Transaction ID')).toBeVisible();
  await expectAccessible(page);
});

test("the demo member reads the profile and the documents' signed links answer", async ({ page }) => {
  await signInAs(page, 'member');
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await page.goto('/member-dashboard?tab=profile');
  const basic = page.getByRole('region', { name: 'Basic Information' });
  await expect(basic.getByText('Morgan Member')).toBeVisible();
  await expect(basic.getByText(DEMO.member.email)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account Activity' })).toBeVisible();
  const documents = page.getByRole('list', { name: 'My Documents' }).getByRole('listitem');
  await expect(documents.first()).toBeVisible();
  // Nothing runs off the side at the phone width (375 px) either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);

  const link = page.getByRole('link', { name: /^Download / }).first();
  const href = (await link.getAttribute('href')) ?? '';
  const answer = await page.request.get(new URL(href, page.url()).toString());
  expect(answer.status()).toBe(200);
  expect((await answer.body()).byteLength).toBeGreaterThan(0);
});
