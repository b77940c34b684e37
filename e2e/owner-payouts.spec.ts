import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { chicagoDate, choosePlan, fillPersonalInfo, payByCard, uniqueEmail } from './public-support';
import {
  adminToken,
  callFunction,
  createCampground,
  expectAccessible,
  expectNoSidewaysScroll,
  givePassword,
  linkFromMailbox,
  sameDevice,
  signIn,
} from './support';

const OWNER_PASSWORD = 'Cedar-Harbor-Lantern-41';

/** A new campground with an invited owner who has set a password, and one plan; not onboarded. */
async function newCampground(request: APIRequestContext, label: string) {
  const token = await adminToken(request);
  const slug = `payouts-${label}`;
  const campgroundId = await createCampground(request, token, { name: `Payout Pines ${label}`, slug });
  const email = `payout-owner-${label}@camppass.test`;
  const startedAt = new Date().toISOString();
  const invited = await callFunction(
    request,
    'invite-owner',
    { email, firstName: 'Paula', lastName: 'Payne', name: 'Paula Payne', campgroundId },
    token,
  );
  expect(invited.status).toBe(200);
  const link = new URL(await linkFromMailbox(request, email, '/owner/setup', startedAt), 'http://x');
  const setUp = await callFunction(request, 'complete-owner-setup', {
    token: link.searchParams.get('token'),
    email,
    password: OWNER_PASSWORD,
    firstName: 'Paula',
    lastName: 'Payne',
  });
  expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
  const login = await callFunction<{ tokens: { accessToken: string } }>(request, 'auth-login', {
    email,
    password: OWNER_PASSWORD,
    loginType: 'owner',
    recaptchaToken: 'dev-ok',
  });
  expect(login.status).toBe(200);
  const type = await callFunction(
    request,
    'manage-membership-types',
    {
      campground_id: campgroundId,
      display_name: 'Season',
      description: 'A month of camping',
      duration_days: 30,
      price: 200,
      benefits: ['Pool'],
    },
    login.body.tokens.accessToken,
  );
  expect(type.status, JSON.stringify(type.body)).toBe(200);
  return { slug, email, campgroundId };
}

const mailSubjects = async (request: APIRequestContext, to: string) => {
  const response = await request.get('/dev/mailbox.json');
  const { messages } = (await response.json()) as { messages: { to: string; subject: string }[] };
  return messages.filter((message) => message.to === to).map((message) => message.subject);
};

/** Refunds from the member's profile: `amount` in dollars, or what the dialog proposes (all that is left). */
async function refund(page: Page, reason: string, amount?: string) {
  const profile = page.getByRole('dialog', { name: /^Member Profile: / });
  await profile.getByRole('button', { name: 'Refund the payment of $208.13' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund Payment' });
  await expect(dialog).toBeVisible();
  if (amount) await dialog.getByRole('textbox', { name: /^Amount to refund/ }).fill(amount);
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Another person on the same kind of device as the project's. */

// A new campground is onboarded, sells, and refunds: about four times an ordinary journey.
test.beforeEach(() => test.slow());

test('a new campground connects its payouts, sells, shows the earnings and refunds half, then the rest', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const label = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const { slug, email } = await newCampground(request, label);
  const publicPage = `/campground/${slug}`;

  // Not onboarded: nothing is on sale.
  await page.goto(publicPage);
  await expect(page.getByText('Memberships are not on sale yet.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Purchase / })).toHaveCount(0);

  // The owner connects with Stripe (the simulated onboarding) and comes back to an active account.
  await signIn(page, '/owner-login', email, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/owner-dashboard/);
  await page.goto('/owner-dashboard?tab=settings');
  const payouts = page.getByRole('region', { name: 'Payouts', exact: true });
  await expect(payouts.getByText('Not connected')).toBeVisible();
  await expectAccessible(page);
  await payouts.getByRole('button', { name: 'Connect with Stripe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /onboarding/i })).toBeVisible();
  await page.getByRole('button', { name: 'Complete onboarding' }).click();
  await expect(page).toHaveURL(/\/owner-dashboard/);
  await expect(payouts.getByText('Active')).toBeVisible();
  await expect(payouts.getByRole('button', { name: 'Open the Stripe dashboard' })).toBeVisible();
  await expectAccessible(page);

  // A visitor buys the Season plan: $200 + $3.50 + $0.25, grossed up for 2.1 % = $208.13.
  const visitorContext = await browser.newContext(sameDevice(testInfo));
  const visitor = await visitorContext.newPage();
  const buyer = uniqueEmail('payouts');
  await visitor.goto(publicPage);
  await choosePlan(visitor, 'Season');
  const wizard = visitor.getByRole('dialog', { name: 'Purchase Season' });
  await fillPersonalInfo(visitor, wizard, {
    email: buyer,
    dateOfBirth: chicagoDate(0, -40),
    startDate: chicagoDate(),
  });
  await wizard.getByRole('button', { name: 'Next: Review Order' }).click();
  await expect(wizard.getByText('$208.13')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next: Payment' }).click();
  await payByCard(wizard, '4242 4242 4242 4242');
  await wizard.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(wizard.getByText('Congratulations!')).toBeVisible();
  await visitorContext.close();

  // Home: the campground earned its price; the platform kept the rest.
  await page.goto('/owner-dashboard');
  const earnings = page.getByRole('group', { name: 'Earnings' });
  await expect(earnings).toContainText('$208.13');
  await expect(earnings).toContainText('$8.13');
  await expect(earnings).toContainText('$200.00');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Half, then the rest, from the member's profile.
  await page.goto('/owner-dashboard?tab=members');
  await page
    .getByRole('button', { name: /^View Profile/ })
    .first()
    .click();
  await refund(page, 'Closed for a week by the flood', '104.06');
  await expect(page.getByText('Refund given: $104.06')).toBeVisible();
  await refund(page, 'The rest, as promised');
  await expect(page.getByText('Refund given: $104.07')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/owner-dashboard');
  await expect(earnings).toContainText('$208.13');
  await expect(earnings).toContainText('$0.00');

  // The member reads both e-mails and sees the payment refunded.
  await expect
    .poll(
      async () =>
        (await mailSubjects(request, buyer)).filter((subject) => subject.includes('refunded')).length,
    )
    .toBe(2);
  expect(await mailSubjects(request, buyer)).toEqual(
    expect.arrayContaining([
      expect.stringContaining('refunded $104.06 of your payment'),
      expect.stringContaining('refunded $104.07 of your payment'),
    ]),
  );
  await givePassword(request, buyer);
  const member = await browser.newContext(sameDevice(testInfo));
  const memberPage = await member.newPage();
  await signIn(memberPage, '/member-login', buyer);
  await expect(memberPage).toHaveURL(/\/member-dashboard/);
  await memberPage.goto('/member-dashboard?tab=payments');
  const history = memberPage.getByRole('list', { name: 'Payment History' });
  await expect(history.getByText('Refunded', { exact: true })).toBeVisible();
  await expectAccessible(memberPage);
  await member.close();
});
