import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  callFunction,
  expectAccessible,
  expectNoSidewaysScroll,
  openDashboardTab,
  ownerAtPine,
  PNG,
  signInAs,
} from './support';

// A one-page PDF, real enough for the browser to show and the server to sniff.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const openSettings = async (page: Page, role: 'owner' | 'staff') => {
  await signInAs(page, role);
  await expect(page).toHaveURL(/\/owner-dashboard/);
  await page.goto('/owner-dashboard?tab=settings');
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
};

const sample = (page: Page) => page.getByRole('status', { name: 'Sample membership code' });

/** Puts Pine Valley's code prefix and city back, so the journeys after this one see the demo data. */
const restore = async (request: APIRequestContext) => {
  const { headers, pineId } = await ownerAtPine(request);
  const response = await request.put('/functions/v1/campground-crud', {
    data: { campground_id: pineId, campground: { city: 'Huntsville' }, settings: { code_prefix: '' } },
    headers,
  });
  expect(response.status()).toBe(200);
};

test('the demo owner edits the settings with a live code preview, saves, and finds them after a reload', async ({
  page,
  request,
}) => {
  await openSettings(page, 'owner');
  await expect(sample(page)).toHaveText(/^PIN-[A-Z]+\d+$/);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Edit Settings' }).click();
  const prefix = page.getByRole('textbox', { name: 'Prefix' });
  await prefix.pressSequentially('vi');
  await expect(sample(page)).toHaveText(/^VIPIN-/);
  await prefix.pressSequentially('p');
  await expect(sample(page)).toHaveText(/^VIPPIN-/);
  const city = page.getByRole('textbox', { name: 'City' });
  await city.fill('Sisters');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Campground settings updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Settings' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Sisters');
  await expect(sample(page)).toHaveText(/^VIPPIN-/);
  await expect(page.getByRole('link', { name: 'View Public Page' })).toHaveAttribute(
    'href',
    '/campground/pine-valley',
  );
  await restore(request);
});

test('the demo owner uploads and removes a logo and a terms PDF', async ({ page, request }) => {
  await openSettings(page, 'owner');
  await page.getByRole('button', { name: 'Edit Settings' }).click();
  await page.getByLabel('New logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'New logo: logo.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Campground settings updated successfully!')).toBeVisible();
  const current = page.getByRole('img', { name: 'Pine Valley RV Resort logo' });
  await expect(current).toHaveAttribute(
    'src',
    /^\/functions\/v1\/campground-files\/[^/]+\/logo-[0-9a-f]+\.png$/,
  );
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const logoUrl = (await current.getAttribute('src')) ?? '';
  const served = await request.get(logoUrl);
  expect(served.headers()['content-security-policy']).toContain('sandbox');

  await page.getByRole('button', { name: 'Edit Settings' }).click();
  await page
    .getByLabel('Terms PDF')
    .setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  await expect(page.getByText('Terms and conditions uploaded successfully!')).toBeVisible();
  const termsLink = page.getByRole('link', { name: 'View Terms PDF' });
  const termsUrl = (await termsLink.getAttribute('href')) ?? '';
  expect((await request.get(termsUrl)).headers()['content-type']).toBe('application/pdf');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Remove PDF acts at once, so it asks first; Cancel keeps the PDF.
  await page.getByRole('button', { name: 'Remove PDF' }).click();
  const askPdf = page.getByRole('alertdialog', { name: 'Remove the terms PDF?' });
  await expectAccessible(page);
  await askPdf.getByRole('button', { name: 'Cancel' }).click();
  await expect(termsLink).toBeVisible();
  await page.getByRole('button', { name: 'Remove PDF' }).click();
  await askPdf.getByRole('button', { name: 'Remove PDF' }).click();
  await expect(page.getByText('Terms and conditions removed successfully!')).toBeVisible();
  await expect(page.getByText('No terms and conditions uploaded')).toBeVisible();
  expect((await request.get(termsUrl)).status()).toBe(404);

  // Remove Logo is a change of the form: Cancel brings the logo back, Save Changes removes it.
  await page.getByRole('button', { name: 'Remove Logo' }).click();
  await expect(page.getByText('The logo will be removed when you save. Cancel keeps it.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit Settings' })).toBeVisible();
  await expect(current).toBeVisible();
  expect((await request.get(logoUrl)).status()).toBe(200);

  await page.getByRole('button', { name: 'Edit Settings' }).click();
  await page.getByRole('button', { name: 'Remove Logo' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Logo removed successfully!')).toBeVisible();
  await expect(page.getByText('No logo uploaded')).toBeVisible();
  expect((await request.get(logoUrl)).status()).toBe(404);
});

test('a text file named logo.png or terms.pdf is refused before Save, and 60 is no military percentage', async ({
  page,
}) => {
  await openSettings(page, 'owner');
  await page.getByRole('button', { name: 'Edit Settings' }).click();
  const text = Buffer.from('just some notes, not an image');
  await page.getByLabel('New logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: text });
  await expect(
    page.getByText('Please select a valid image file (JPG, PNG, GIF, WebP, or SVG)'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^New logo/ })).toHaveCount(0);
  await page
    .getByLabel('Terms PDF')
    .setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: text });
  await expect(page.getByText('Please select a valid PDF file')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload PDF' })).toHaveCount(0);

  const military = page.getByRole('switch', { name: 'Military Discount' });
  if (!(await military.isChecked())) await page.locator('label').filter({ has: military }).click();
  const percentage = page.getByRole('textbox', { name: 'Military Discount (%)' });
  await percentage.fill('60');
  await percentage.blur();
  await expect(percentage).toHaveValue('60');
  await expect(page.getByText('Military discount percentage must be between 1 and 50')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Leaving with unsaved changes asks first; Stay keeps them.
  await openDashboardTab(page, 'Owner Dashboard sections', 'Members', { exact: true });
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(percentage).toHaveValue('60');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Edit Settings' })).toBeVisible();
});

test('staff of Pine Valley see the settings read-only', async ({ page }) => {
  await openSettings(page, 'staff');
  await expect(sample(page)).toHaveText(/^PIN-/);
  await expect(page.getByText('You can view these settings; only the owner can change them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose Logo' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Campground Name' })).toHaveAttribute('readonly', '');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

test('an SVG logo with script and onload handlers runs nothing from our origin', async ({
  page,
  request,
}) => {
  const { headers, pineId } = await ownerAtPine(request);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(\'onload\')">' +
    '<script>alert(document.domain)</script><rect width="10" height="10" onmouseover="alert(1)"/></svg>';
  const upload = await request.post(`/functions/v1/upload-campground-logo?campground_id=${pineId}`, {
    data: Buffer.from(svg),
    headers: { ...headers, 'content-type': 'image/svg+xml' },
  });
  expect(upload.status()).toBe(200);
  const url = ((await upload.json()) as { data: { branding_logo_url: string } }).data.branding_logo_url;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/');
  // Shown as the public page shows it, in an <img>, and framed on a page of ours.
  const loaded = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    document.body.append(image);
    await image.decode();
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
    return image.naturalWidth;
  }, url);
  expect(loaded).toBe(10);
  // Opened directly, it is a download, never a page of ours.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate((src) => {
      window.location.href = src;
    }, url),
  ]);
  expect(download.suggestedFilename()).toMatch(/^logo-[0-9a-f]+\.svg$/);
  await page.waitForTimeout(1_000);
  expect(dialogs).toEqual([]);
  const removed = await callFunction(
    request,
    'remove-campground-logo',
    { campground_id: pineId },
    headers.Authorization.slice(7),
  );
  expect(removed.status).toBe(200);
});
