import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, expectNoSidewaysScroll, signIn } from './support';

test('the owner’s Home says what Pine Valley still needs to sell, and Document Verification how many wait', async ({
  page,
}) => {
  await signIn(page, DEMO.owner.login, DEMO.owner.email);
  await expect(page).toHaveURL(/\/owner-dashboard/);

  // The demo campground is onboarded for payouts and offers membership types, but has no logo or
  // terms yet.
  const ready = page.getByRole('region', { name: 'Ready to sell' });
  await expect(ready).toContainText('Pine Valley RV Resort: 2 of 4 done');
  const items = ready.getByRole('listitem');
  await expect(items.filter({ hasText: 'Payouts' })).toContainText('Done');
  await expect(items.filter({ hasText: 'A membership type' })).toContainText('Done');
  await expect(items.filter({ hasText: 'Your logo' })).toContainText('To do');
  await expect(items.filter({ hasText: 'Your terms' })).toContainText('To do');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await ready.getByRole('button', { name: 'Open Settings' }).click();
  await expect(page).toHaveURL(/tab=settings/);

  // Document Verification: how many selfies wait, and Pending only shows those alone.
  await page.goto('/owner-dashboard?tab=military-verification');
  const panel = page.getByRole('tabpanel', { name: 'Selfie with ID' });
  const waiting = panel.getByText(/^\d+ waiting for review$/);
  await expect(waiting).toBeVisible();
  const list = panel.getByRole('list', { name: 'Selfie with ID' });
  await expect(list.getByText('Rejected', { exact: true }).first()).toBeVisible();
  await panel.getByText('Pending only').click();
  await expect(list.getByText('Rejected', { exact: true })).toHaveCount(0);
  await expect(list.getByText('Pending review').first()).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
