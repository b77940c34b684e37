import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, openDashboardTab, signInAs } from './support';

/** 50 rows for the demo campground's Weekly type: 47 good, 3 refused (type, date, e-mail). */
function memberFile(stamp: string): string {
  const lines = ['First Name,Last Name,Email,Membership Type,Start Date,End Date'];
  for (let n = 1; n <= 50; n += 1) {
    const email = n === 3 ? 'not-an-email' : `import-${stamp}-${n}@camppass.test`;
    const type = n === 1 ? 'Platinum' : 'Weekly';
    const end = n === 2 ? '2026-13-40' : '2027-12-31';
    lines.push(`Imported,Member${n},${email},${type},2026-01-01,${end}`);
  }
  return lines.join('\n');
}

async function openMembers(page: Page) {
  await signInAs(page, 'owner');
  await expect(page).toHaveURL(/\/owner-dashboard/);
  await openDashboardTab(page, 'Owner Dashboard sections', 'Members', { exact: true });
  await expect(page).toHaveURL(/tab=members/);
}

test('the owner checks a 50-row file, downloads the 3 refused rows, imports the rest and finds them', async ({
  page,
}) => {
  const stamp = `${Date.now()}`;
  await openMembers(page);
  await page.getByRole('button', { name: 'Import Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Members' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Or paste the CSV' }).fill(memberFile(stamp));
  await dialog.getByRole('button', { name: 'Check File' }).click();
  await expect(dialog.getByRole('status')).toHaveText('50 rows: 47 to add, 0 to update, 3 refused.');
  const refused = dialog.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Refused Rows' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('refused-rows.csv');
  const text = readFileSync((await download.path()) as string, 'utf8');
  expect(text.split('\r\n')).toHaveLength(4);
  expect(text).toContain('Platinum');

  // The import runs as a job: the dialog follows it to its end and says what it did.
  await dialog.getByRole('button', { name: 'Import 47 Rows' }).click();
  await expect(dialog.getByText('Import finished: 47 members added, 0 updated, 3 refused.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(`import-${stamp}-50@camppass.test`);
  const found = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found.getByText('Imported', { exact: true })).toBeVisible();

  // The imported accounts have no password: the owner e-mails them a link to claim them. Another
  // project's members were asked for within the day, so the count is this file's 47.
  await page.getByRole('button', { name: 'Send Claim E-mails' }).click();
  await expect(page.getByText('E-mails on their way to 47 members.')).toBeVisible();
  await page.getByRole('button', { name: 'Send Claim E-mails' }).click();
  await expect(
    page.getByText(
      'No e-mails to send: every imported member has a password or was sent a link in the last 24 hours.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
