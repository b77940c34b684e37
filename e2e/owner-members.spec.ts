import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, openDashboardTab, signInAs } from './support';

/** The 15 columns of 03 §9, in order. */
const CSV_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Campground',
  'Membership Type',
  'Status',
  'Start Date',
  'End Date',
  'Payment Status',
  'Amount Paid',
  'Membership Code',
  'Military Member',
  'Has ID Photo',
  'City',
  'State',
];

/** The records of a CSV text (quoted cells may hold commas, quotes and line breaks). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

const membersList = (page: Page) => page.getByRole('list', { name: 'Members' });
const cards = (page: Page) => membersList(page).getByRole('listitem');
const summary = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).getByText(/^Showing /);

/** 'Showing x to y of n' as numbers. */
async function shown(page: Page): Promise<[number, number, number]> {
  const text = (await summary(page).textContent()) ?? '';
  const [, from, to, total] = /Showing (\d+) to (\d+) of (\d+)/.exec(text) ?? [];
  return [Number(from), Number(to), Number(total)];
}

/** A card's 'Ends' (MM/DD/YYYY) as the number YYYYMMDD, to compare. */
async function endsOf(card: Locator): Promise<number> {
  const ends = card.locator('dt', { hasText: /^Ends$/ }).locator('xpath=following-sibling::dd[1]');
  const [mm, dd, yyyy] = ((await ends.textContent()) ?? '').split('/');
  return Number(`${yyyy}${mm}${dd}`);
}

/** Signs in and opens Members: by the navigation (folded into Menu on a phone), or Home's quick action. */
async function openMembers(page: Page, role: 'owner' | 'staff', via: 'navigation' | 'home') {
  await signInAs(page, role);
  await expect(page).toHaveURL(/\/owner-dashboard/);
  if (via === 'home') {
    await page.getByRole('button', { name: 'View All Members' }).click();
  } else {
    // 'Members', not 'Membership Types'.
    await openDashboardTab(page, 'Owner Dashboard sections', 'Members', { exact: true });
  }
  await expect(page).toHaveURL(/tab=members/);
  await expect(cards(page).first()).toBeVisible();
}

test('the owner searches, sorts and pages through the members, opens a profile and exports the list', async ({
  page,
}) => {
  await openMembers(page, 'owner', 'navigation');
  await expect(page.getByRole('heading', { level: 2, name: 'My Campground Members' })).toBeVisible();
  await expect(summary(page)).toHaveText(/^Showing 1 to 10 of \d+$/);
  const [, , total] = await shown(page);
  expect(total).toBeGreaterThan(20);
  await expect(page.getByRole('group', { name: 'Members', exact: true })).toContainText(/\d/);
  await expect(page.getByRole('region', { name: 'Memberships by Campground' })).toContainText('Pine Valley');
  await expect(page.getByRole('region', { name: 'Membership Types' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Paging: Next, then a page number, then Previous.
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toHaveText(`Showing 11 to 20 of ${total}`);
  await pagination.getByRole('button', { name: 'Page 3' }).click();
  await expect(summary(page)).toHaveText(`Showing 21 to 30 of ${total}`);
  await expect(pagination.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('button', { name: 'Previous' }).click();
  await expect(summary(page)).toHaveText(`Showing 11 to 20 of ${total}`);

  // Sorting by expiration, latest first, then toggled to earliest first; back at page 1.
  const expiration = page.getByRole('button', { name: /^Expiration/ });
  await expiration.click();
  await expect(expiration).toHaveAttribute('aria-pressed', 'true');
  await expect(expiration).toHaveAccessibleName('Expiration, descending');
  await expect(summary(page)).toHaveText(`Showing 1 to 10 of ${total}`);
  await expect(cards(page)).toHaveCount(10);
  expect(await endsOf(cards(page).first())).toBeGreaterThanOrEqual(await endsOf(cards(page).nth(9)));
  await expiration.click();
  await expect(expiration).toHaveAccessibleName('Expiration, ascending');
  await expect(async () => {
    expect(await endsOf(cards(page).first())).toBeLessThanOrEqual(await endsOf(cards(page).nth(9)));
  }).toPass();

  // Search by the first member's name: that member shows, and fewer members than in all.
  const name = (await cards(page).first().getByRole('heading').textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Search members' }).fill(name);
  await expect(summary(page)).not.toHaveText(`Showing 1 to 10 of ${total}`);
  await expect(membersList(page).getByRole('heading', { name }).first()).toBeVisible();
  await expect(cards(page).filter({ hasNot: page.getByRole('heading', { name }) })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search members' }).fill('no such member zzz');
  await expect(page.getByRole('heading', { name: 'No members found' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search members' }).fill('');
  await expect(summary(page)).toHaveText(`Showing 1 to 10 of ${total}`);

  // The profile of the first member.
  await cards(page)
    .first()
    .getByRole('button', { name: /^View Profile/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Member Profile: / });
  await expect(dialog.getByRole('region', { name: 'Personal Information' })).toBeVisible();
  for (const section of ['Address', 'Membership Details', 'Timeline', 'Payment Information']) {
    await expect(dialog.getByRole('region', { name: section })).toBeVisible();
  }
  await expect(dialog.getByRole('region', { name: 'Membership Details' })).toContainText(/\d+ days?/);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Export: the CSV has the 15 columns and one row per member shown in the total.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Member List' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^members-pine-valley-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = csvRecords(readFileSync(await file.path(), 'utf8'));
  expect(records[0]).toEqual(CSV_COLUMNS);
  expect(records.length - 1).toBe(total);
  await expect(page.getByText('Member list downloaded.')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('staff of Pine Valley see its members but cannot export them', async ({ page }) => {
  await openMembers(page, 'staff', 'home');
  await expect(page.getByRole('heading', { level: 2, name: 'Campground Members' })).toBeVisible();
  await expect(summary(page)).toHaveText(/^Showing 1 to 10 of \d+$/);
  await expect(page.getByRole('button', { name: 'Export Member List' })).toHaveCount(0);
  await cards(page)
    .first()
    .getByRole('button', { name: /^View Profile/ })
    .click();
  await expect(
    page
      .getByRole('dialog', { name: /^Member Profile: / })
      .getByRole('region', { name: 'Personal Information' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

/** A demo member of Pine Valley whose payment is pending (every tenth), another one on a retry. */
const pendingCode = (nth: number, retry: number) =>
  `PIN-DM${String(1 + 10 * (nth + 3 * retry)).padStart(4, '0')}`;

async function openProfileOf(page: Page, code: string) {
  await page.getByRole('searchbox', { name: 'Search members' }).fill(code);
  await expect(cards(page)).toHaveCount(1);
  await cards(page)
    .first()
    .getByRole('button', { name: /^View Profile/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Member Profile: / });
  await expect(dialog.getByText('Payment pending', { exact: true })).toBeVisible();
  // The profile's details replace their placeholder and the modal grows: the footer's buttons move
  // then, so they are pressed only once the details are in.
  await expect(dialog.getByRole('region', { name: 'Payment Information' })).toBeVisible();
  return dialog;
}

test('the owner records a payment made at the office for a member whose payment is pending', async ({
  page,
}, testInfo) => {
  await openMembers(page, 'owner', 'home');
  const profile = await openProfileOf(page, pendingCode(1, testInfo.retry));
  await profile.getByRole('button', { name: 'Process Payment' }).click();
  const dialog = page.getByRole('dialog', { name: /^Process Payment: / });
  await expect(dialog.getByText(/^\$\d+\.\d\d$/)).toBeVisible();
  // The option's label is what a person clicks; the input itself is hidden behind its styled dot.
  await dialog.getByText('Check', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Check' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Cheque 1042');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText(/^Payment recorded: \$\d+\.\d\d$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(profile.getByText('Payment paid', { exact: true })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Process Payment' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test('staff see Process Payment disabled, with the reason', async ({ page }, testInfo) => {
  await openMembers(page, 'staff', 'home');
  const profile = await openProfileOf(page, pendingCode(2, testInfo.retry));
  await expect(profile.getByRole('button', { name: 'Process Payment' })).toBeDisabled();
  await expect(profile.getByText('Only the owner of this campground can record a payment.')).toBeVisible();
});
