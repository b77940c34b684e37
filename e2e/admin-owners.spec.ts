import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminToken, callFunction, DEMO, expectAccessible, expectNoSidewaysScroll, signIn } from './support';

/** The demo owner's account id and an admin token, through the API. */
async function demoOwner(request: APIRequestContext) {
  const token = await adminToken(request);
  const owners = await callFunction<{ data: { id: string; email: string }[] }>(
    request,
    'admin-owners',
    { search: DEMO.owner.email },
    token,
  );
  const owner = owners.body.data.find((row) => row.email === DEMO.owner.email);
  if (!owner) throw new Error(`${DEMO.owner.email} is not listed as an owner`);
  return { id: owner.id, token };
}

// Other journeys sign in as the demo owner: whatever happens here, it ends active.
test.afterAll(async ({ request }) => {
  const { id, token } = await demoOwner(request);
  const restored = await callFunction(request, 'admin-reactivate-owner', { ownerId: id }, token);
  expect(restored.status).toBe(200);
});

test('the super admin suspends the demo owner, whose sign-in is refused, then activates them again', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, DEMO.admin.login, DEMO.admin.email);
  await expect(page).toHaveURL(/\/super-admin-dashboard$/);
  await page.goto('/super-admin-dashboard?tab=owners');
  await expect(page.getByRole('heading', { name: 'Invite Owner' })).toBeVisible();

  const owners = page.getByRole('grid', { name: 'All Owners' });
  await page.getByRole('searchbox', { name: 'Search owners' }).fill(DEMO.owner.email);
  const row = owners.getByRole('row').filter({ hasText: DEMO.owner.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('active');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Suspend, confirmed in the dialog.
  await row.getByRole('button', { name: /^Suspend / }).click();
  const suspend = page.getByRole('alertdialog', { name: /^Suspend .+\?$/ });
  await expect(suspend).toBeVisible();
  await expectAccessible(page);
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Owner suspended' })).toBeVisible();
  await expect(row).toContainText('suspended');
  await expect(row.getByRole('button', { name: /^Activate / })).toBeVisible();
  await expectAccessible(page);

  // The owner, in a browser of their own, is refused with the catalogue's words.
  const ownerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    isMobile: testInfo.project.use.isMobile,
    deviceScaleFactor: testInfo.project.use.deviceScaleFactor,
  });
  try {
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, DEMO.owner.login, DEMO.owner.email);
    await expect(ownerPage.getByRole('alert')).toHaveText(
      'Your owner account is inactive. Please contact support.',
    );
    await expect(ownerPage).toHaveURL(/\/owner-login$/);

    // Activate, confirmed; the owner signs in.
    await row.getByRole('button', { name: /^Activate / }).click();
    const activate = page.getByRole('alertdialog', { name: /^Activate .+\?$/ });
    await activate.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Owner activated' })).toBeVisible();
    await expect(row).toContainText('active');
    await expect(row.getByRole('button', { name: /^Suspend / })).toBeVisible();

    await signIn(ownerPage, DEMO.owner.login, DEMO.owner.email);
    await expect(ownerPage).toHaveURL(/\/owner-dashboard$/);
  } finally {
    await ownerContext.close();
  }
});
