import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import {
  adminToken,
  callFunction,
  createCampground,
  DEMO,
  expectAccessible,
  expectNoSidewaysScroll,
  linkFromMailbox,
  openAdminTab,
  signIn,
  signInAs,
  stamp,
} from './support';

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
  // Three sign-ins (each hashes a password) and four accessibility analyses: on a busy machine this
  // ran past one journey's minute.
  test.slow();
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/super-admin-dashboard$/);
  await page.goto('/super-admin-dashboard?tab=owners');
  await expect(page.getByRole('heading', { name: 'Invite Owner' })).toBeVisible();

  const owners = page.getByRole('grid', { name: 'All Owners' });
  await page.getByRole('searchbox', { name: 'Search owners' }).fill(DEMO.owner.email);
  const row = owners.getByRole('row').filter({ hasText: DEMO.owner.email });
  // The heading row and the one owner found: the search has answered, so the rows stay put.
  await expect(owners.getByRole('row')).toHaveCount(2);
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
  const ownerContext = await browser.newContext(sameDevice(testInfo));
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

test('an owner invited for a campground without one gets a fresh link on resend, activates, signs in, is suspended and reactivated, and the overview shows it all', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Three browsers, two activations and a dozen screens checked with axe: longer than one screen's test.
  test.setTimeout(180_000);
  const id = stamp(testInfo.project.name);
  const name = `Owl Creek ${id}`;
  const email = `owl-owner-${id}@camppass.test`;
  // Nothing of the owner's own words (their name and e-mail say Owl and owner): a guessable password is refused.
  const password = 'Tidal-Maple-Lantern-58';
  await createCampground(request, await adminToken(request), { name, slug: `owl-creek-${id}` });

  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/super-admin-dashboard$/);
  await openAdminTab(page, 'Owners Management');
  await expect(page).toHaveURL(/tab=owners/);

  // Invite: only campgrounds without an owner are offered.
  const invite = page.getByRole('form', { name: 'Invite Owner' });
  await invite.getByLabel(/^Email/).fill(email);
  await invite.getByLabel('First Name').fill('Olive');
  await invite.getByLabel('Last Name').fill('Owl');
  await invite.getByRole('button', { name: /Campground$/ }).click();
  await page.getByRole('option', { name }).click();
  await expectAccessible(page);
  const invitedAt = new Date().toISOString();
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Owner invitation sent successfully!')).toBeVisible();
  const firstLink = await linkFromMailbox(request, email, '/owner/setup', invitedAt);

  // The campground waits for its owner; Resend invitation sends a fresh link after a confirmation.
  const awaiting = page.getByRole('region', { name: 'Campgrounds Awaiting an Owner' });
  const waiting = awaiting.getByRole('listitem').filter({ hasText: name });
  await expect(waiting).toContainText(`Invited ${email}, link valid until`);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await waiting.getByRole('button', { name: `Resend invitation for ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Resend invitation for ${name}?` });
  await expect(confirm).toContainText('the earlier link stops working');
  await expectAccessible(page);
  const resentAt = new Date().toISOString();
  await confirm.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(awaiting.getByText(`Invitation sent again: ${email} (${name}), valid until`)).toBeVisible();
  const freshLink = await linkFromMailbox(request, email, '/owner/setup', resentAt);
  expect(freshLink).not.toBe(firstLink);

  const owner = await browser.newContext(sameDevice(testInfo));
  try {
    const ownerPage = await owner.newPage();
    // The server ends the first link when it sends the fresh one.
    await ownerPage.goto(firstLink);
    await expect(ownerPage.getByRole('alert')).toContainText('This invitation has already been used.');
    await expectAccessible(ownerPage);

    await ownerPage.goto(freshLink);
    await expect(
      ownerPage.getByRole('heading', { level: 1, name: 'Activate Your Owner Account' }),
    ).toBeVisible();
    await ownerPage.getByLabel('Password', { exact: true }).fill(password);
    await ownerPage.getByLabel('Confirm new password').fill(password);
    await ownerPage.getByText('I accept the Terms of Service and the Privacy Policy').click();
    await ownerPage.getByRole('button', { name: 'Activate Account' }).click();
    await expect(ownerPage).toHaveURL(/\/owner-dashboard$/, { timeout: 30_000 });
    await expect(ownerPage.getByText('Welcome back! Olive Owl')).toBeVisible();
    await expectNoSidewaysScroll(ownerPage);
  } finally {
    await owner.close();
  }

  // The owner is listed with their campground; the campground no longer waits.
  await page.reload();
  // The invite form and the campgrounds awaiting an owner, above the list, appear when their list
  // arrives; on a phone they push the list down, and a press on a button that moves under the
  // pointer is lost. They settle first.
  await expect(
    page
      .getByRole('form', { name: 'Invite Owner' })
      .or(page.getByText('Every campground already has an owner.')),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search owners' }).fill(email);
  const owners = page.getByRole('grid', { name: 'All Owners' });
  const row = owners.getByRole('row').filter({ hasText: email });
  // Until the search answers, the unsearched list shows the owner too, and a press on a row that the
  // search's answer then replaces is lost: wait for the heading row and the one owner found.
  await expect(owners.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(name);
  await expect(row).toContainText('active');
  await expect(
    page.getByRole('region', { name: 'Campgrounds Awaiting an Owner' }).getByText(name),
  ).toHaveCount(0);

  // Suspended, their sign-in is refused with the catalogue's words.
  await row.getByRole('button', { name: 'Suspend Olive Owl' }).click();
  await page
    .getByRole('alertdialog', { name: 'Suspend Olive Owl?' })
    .getByRole('button', { name: 'Suspend' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Owner suspended: Olive Owl' })).toBeVisible();
  await expect(row).toContainText('suspended');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await ownerSignIn(browser, testInfo, email, password, async (ownerPage) => {
    await expect(ownerPage.getByRole('alert')).toHaveText(
      'Your owner account is inactive. Please contact support.',
    );
    await expect(ownerPage).toHaveURL(/\/owner-login$/);
    await expectAccessible(ownerPage);
  });

  // Reactivated, they sign in.
  await row.getByRole('button', { name: 'Activate Olive Owl' }).click();
  await page
    .getByRole('alertdialog', { name: 'Activate Olive Owl?' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Owner activated: Olive Owl' })).toBeVisible();
  await expect(row).toContainText('active');
  await ownerSignIn(browser, testInfo, email, password, async (ownerPage) => {
    await expect(ownerPage).toHaveURL(/\/owner-dashboard$/, { timeout: 30_000 });
  });

  // The overview's recent activity tells these writes in the product's words, newest first, each
  // with its before and after.
  await openAdminTab(page, 'Overview');
  const activity = page.getByRole('list', { name: 'Recent Activity' });
  const entry = (text: string | RegExp) => activity.getByRole('listitem').filter({ hasText: text });
  await expect(entry(`created ${name}`)).toHaveCount(1);
  await expect(activity).not.toContainText('admin-suspend-owner');
  await expect(entry(/activated owner .*again/).first()).toBeVisible();
  const suspended = entry(/suspended owner/).first();
  await expect(suspended).toBeVisible();
  await suspended.getByText('Before and after').click();
  const status = suspended.getByRole('table').getByRole('row', { name: /status/i });
  await expect(status).toContainText(/active/i);
  await expect(status).toContainText(/suspended/i);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});

/** The browser settings of the running project, for a person's own browser. */
const sameDevice = (testInfo: TestInfo) => ({
  baseURL: testInfo.project.use.baseURL,
  viewport: testInfo.project.use.viewport,
  isMobile: testInfo.project.use.isMobile,
  deviceScaleFactor: testInfo.project.use.deviceScaleFactor,
});

/** Signs an owner in from a browser of their own and checks the outcome there. */
async function ownerSignIn(
  browser: Browser,
  testInfo: TestInfo,
  email: string,
  password: string,
  check: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext(sameDevice(testInfo));
  try {
    const ownerPage = await context.newPage();
    await signIn(ownerPage, DEMO.owner.login, email, password);
    await check(ownerPage);
  } finally {
    await context.close();
  }
}
