import { expect, test } from '@playwright/test';
import {
  DEMO,
  type DemoRole,
  expectAccessible,
  expectNoSidewaysScroll,
  openAdminTab as openTab,
  signInAs,
} from './support';

/** The role badge each demo account shows in the Users tab. */
const ROLE_SHOWN: Record<DemoRole, string> = {
  member: 'member',
  owner: 'owner',
  staff: 'staff',
  admin: 'super_admin',
};

test('the super admin sees the overview counts, the demo accounts with their roles, paged, and a healthy database', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/super-admin-dashboard$/);
  await expect(page.getByRole('banner')).toContainText(/Super Admin.*Welcome,/);

  // Overview: the four counts from the stored rows.
  for (const label of ['Total Campgrounds', 'Total Owners', 'Total Members', 'Active Memberships']) {
    const card = page.getByRole('group', { name: label });
    await expect(card).not.toHaveAttribute('aria-busy', 'true');
    await expect(card).toContainText(/\d/);
  }
  await expect(page.getByRole('heading', { name: 'Recent Activity', exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Users: every demo account with its role.
  await openTab(page, 'Users');
  await expect(page).toHaveURL(/tab=users/);
  const users = page.getByRole('grid', { name: 'All Users' });
  // The row whose e-mail cell is exactly this address (admin@ is also the end of new-admin@).
  const rowOf = (email: string) =>
    users.getByRole('row').filter({ has: page.getByRole('gridcell', { name: email, exact: true }) });
  for (const [role, account] of Object.entries(DEMO)) {
    const row = rowOf(account.email);
    await expect(row).toBeVisible();
    await expect(row.getByText(ROLE_SHOWN[role as DemoRole], { exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Paged on the server, 50 at a time: the demo members fill several pages.
  const paging = page.getByRole('navigation', { name: 'Pagination' });
  const summary = paging.getByText(/^Showing /);
  await expect(summary).toHaveText(/^Showing 1 to 50 of \d+$/);
  const total = Number(/of (\d+)$/.exec((await summary.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(100);
  await expect(users.getByRole('row')).toHaveCount(51);
  await paging.getByRole('button', { name: 'Next' }).click();
  await expect(summary).toHaveText(`Showing 51 to 100 of ${total}`);
  await expect(users.getByRole('row')).toHaveCount(51);
  await expect(rowOf(DEMO.admin.email)).toHaveCount(0);
  await paging.getByRole('button', { name: 'Previous' }).click();
  await expect(summary).toHaveText(`Showing 1 to 50 of ${total}`);
  await expect(rowOf(DEMO.admin.email)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('owner@camppass');
  await expect(users.getByRole('row').filter({ hasText: 'owner@camppass.test' })).toBeVisible();
  await expect(users.getByRole('row').filter({ hasText: 'member@camppass.test' })).toHaveCount(0);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // System: the database check is healthy; migrations, row counts and the admin's own claims.
  await openTab(page, 'System');
  await expect(page).toHaveURL(/tab=system/);
  await expect(page.getByRole('listitem', { name: /database: healthy/i })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Migrations' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Table Row Counts' })).toBeVisible();
  await expect(page.getByText(DEMO.admin.email).first()).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
