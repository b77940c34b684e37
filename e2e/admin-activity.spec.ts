import { expect, test } from '@playwright/test';
import {
  adminToken,
  callFunction,
  createCampground,
  DEMO,
  expectAccessible,
  expectNoSidewaysScroll,
  openAdminTab,
  signIn,
  stamp,
} from './support';

test('the super admin reads who changed what in the activity log, filters it and sees before and after', async ({
  page,
  request,
}, testInfo) => {
  const id = stamp(testInfo.project.name);
  // The name ends in a letter other than s: the log writes a name ending in s as “…s’”, not “…s’s”.
  const name = `Activity Camp ${id} Park`;
  const token = await adminToken(request);
  const slug = `activity-${id}`;
  const campgroundId = await createCampground(request, token, { name, slug });
  const updated = await callFunction(
    request,
    'admin-update-campground',
    {
      campground_id: campgroundId,
      name,
      slug,
      address: '1 Trailhead Road',
      phone: '+1 936 555 0100',
      website: 'https://activity.example',
    },
    token,
  );
  expect(updated.status).toBe(200);

  await signIn(page, DEMO.admin.login, DEMO.admin.email);
  // The overview's recent activity says it in words and leads to the whole log.
  const recent = page.getByRole('list', { name: 'Recent Activity' });
  await expect(recent.getByRole('listitem').first()).toContainText(`changed ${name}’s phone and website`);
  await expect(recent).not.toContainText('admin-update-campground');

  await openAdminTab(page, 'Activity');
  await expect(page).toHaveURL(/tab=activity/);
  const log = page.getByRole('list', { name: 'Activity Log' });
  const change = log.getByRole('listitem').filter({ hasText: `changed ${name}’s phone and website` });
  await expect(change).toHaveCount(1);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Before and after, named as people know the fields.
  await change.getByText('Before and after').click();
  const table = change.getByRole('table');
  await expect(table.getByRole('row', { name: /phone/ })).toContainText('+1 936 555 0100');
  await expect(table.getByRole('row', { name: /website/ })).toContainText('https://activity.example');
  await expectAccessible(page);

  // Filtered on the server: the kind of change, then a campground, then a kind with nothing in it.
  await page.getByLabel('What').selectOption('Campground changes');
  await page.getByLabel('Campground').selectOption(name);
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').last()).toContainText(`created ${name}`);
  await page.getByLabel('What').selectOption('Payments');
  await expect(page.getByRole('heading', { name: 'No activity matches these filters' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(change).toHaveCount(1);
  await expectNoSidewaysScroll(page);
});
