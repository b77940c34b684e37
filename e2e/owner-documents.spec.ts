import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, signInAs } from './support';

const TAB = '/owner-dashboard?tab=military-verification';

const openDocuments = async (page: Page, who: 'owner' | 'staff') => {
  await signInAs(page, who);
  await expect(page).toHaveURL(/\/owner-dashboard/);
  await page.goto(TAB);
  await expect(page.getByRole('tab', { name: 'Selfie with ID' })).toBeVisible();
};

/** A member's group in the open tab's list. */
const memberGroup = (page: Page, list: string, name: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('the demo owner reviews documents: approves a pending selfie with a note and sees the trail, opens a signed link', async ({
  page,
}) => {
  await openDocuments(page, 'owner');
  await expect(page.getByRole('tab', { name: 'E-Signatures' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Military Documents' })).toBeVisible();
  const casey = memberGroup(page, 'Selfie with ID', 'Casey Camper');
  await expect(casey.getByText('Pending review')).toBeVisible();
  await expect(
    memberGroup(page, 'Selfie with ID', 'Jordan Hiker').getByText('Rejected', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // The signed link serves the file itself.
  const link = casey.getByRole('link', { name: /^View document: Selfie with ID, Casey Camper/ });
  const href = (await link.getAttribute('href')) ?? '';
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

  await casey.getByRole('button', { name: /^Approve: Selfie with ID, Casey Camper/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Notes/ }).fill('Face matches the driver licence.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Approve document' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'Document approved. (Casey Camper' }),
  ).toBeVisible();
  const trail = casey.getByRole('region', { name: 'Review trail' });
  await expect(trail).toContainText(/Approved by Olivia Owner on \w+ \d+, 20\d\d/);
  await expect(trail).toContainText('Face matches the driver licence.');
  await expect(casey.getByText('Approved', { exact: true })).toBeVisible();

  // The other tabs: signatures (one whose file is missing shows Limited Access), military documents.
  await page.getByRole('tab', { name: 'E-Signatures' }).click();
  const avery = memberGroup(page, 'E-Signatures', 'Avery Brooks');
  await expect(avery.getByText('Limited Access').first()).toBeVisible();
  await expect(avery.getByText(/contact support/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Military Documents' }).click();
  // Pine Valley's many demo members fill more than a page: the search finds the one reviewed twice.
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('searchbox', { name: /Search/ }).fill('Taylor Trails');
  await panel.getByRole('button', { name: 'Update' }).click();
  const taylor = memberGroup(page, 'Military Documents', 'Taylor Trails');
  await expect(taylor.getByRole('region', { name: 'Review trail' })).toContainText(
    /Rejected by Sam Staff .*Approved by Olivia Owner/s,
  );
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

test('staff of Pine Valley can review too, and the trail names them', async ({ page }) => {
  await openDocuments(page, 'staff');
  await page.getByRole('searchbox', { name: /Search/ }).fill('morgan.lake');
  await page.getByRole('button', { name: 'Update' }).click();
  const morgan = memberGroup(page, 'Selfie with ID', 'Morgan Lake');
  await expect(
    page.getByRole('list', { name: 'Selfie with ID' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(1);
  await morgan.getByRole('button', { name: /^Reject: Selfie with ID, Morgan Lake/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject document' }).click();
  await expect(dialog.getByText('Please say why the document is rejected.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Notes/ }).fill('The photo does not show the ID.');
  await dialog.getByRole('button', { name: 'Reject document' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(morgan.getByRole('region', { name: 'Review trail' })).toContainText(
    /Rejected by Sam Staff on/,
  );
  await expect(morgan.getByText('Rejected', { exact: true })).toBeVisible();
  await expectAccessible(page);
});
