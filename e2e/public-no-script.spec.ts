import { expect, type Page, test } from '@playwright/test';
import { chicagoDate } from './public-support';
import { DEMO, DEMO_PASSWORD, expectAccessible } from './support';

const PAGE = '/campground/pine-valley';
/** The pages the server renders besides the campground's, each with its heading. */
const RENDERED_SCREENS = [
  ['/membership', 'Select Campground'],
  ['/', 'Member Login'],
  ['/member-login', 'Member Login'],
  ['/owner-login', 'Owner Login'],
  ['/admin-login', 'Administrator Login'],
  ['/member-password-reset', 'Reset Member Password'],
  ['/forgot-password', 'Reset Administrator Password'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
] as const;
/** The sign-in screens among them: a form sent by script only. */
const SIGN_IN_SCREENS = RENDERED_SCREENS.filter(([path]) => /login|password/.test(path));

/** The line under the sign-in and reset forms of a page read without scripts (FORM_NEEDS_SCRIPTS). */
const NEEDS_SCRIPTS = 'This form needs JavaScript: turn it on in your browser to continue.';
/** An active demo member of Pine Valley (apps/server/src/demo/demo-members.ts: index 297, weekly, from the seed day). */
const MEMBER = { code: 'PIN-DM0298', email: 'reese.patel.298@members.camppass.test' };

/** How many plans get-campground answers for the page: the page must show each one. */
const activePlanCount = async (page: Page): Promise<number> => {
  const response = await page.request.get('/functions/v1/get-campground?slug=pine-valley');
  const { data } = (await response.json()) as { data: { membershipTypes: { is_active?: boolean }[] } };
  return data.membershipTypes.filter((plan) => plan.is_active !== false).length;
};

test.describe('the public page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the campground and every plan with its price; Purchase says it needs scripts', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: 'Welcome to Pine Valley RV Resort' })).toBeVisible();
    const plans = page.getByRole('region', { name: 'Membership plans' });
    const count = await activePlanCount(page);
    expect(count).toBeGreaterThan(3);
    await expect(plans.getByRole('article')).toHaveCount(count);
    for (const card of await plans.getByRole('article').all()) {
      await expect(card).toBeVisible();
      await expect(card.locator('.pp-plan__amount')).toHaveText(/^\$\d/);
      // Playwright's text search leaves <noscript> out: the words are found by their element.
      await expect(card.locator('.pp-plan__no-script')).toHaveText(
        'Buying a membership needs JavaScript: turn it on in your browser to pay by card.',
      );
      await expect(card.locator('.pp-plan__no-script')).toBeVisible();
    }
  });

  test('the verify form is posted and the page answers with the verification', async ({ page }) => {
    await page.goto(PAGE);
    const verify = page.getByRole('region', { name: 'Verify Your Membership' });
    await verify.getByRole('textbox', { name: /Membership Code/ }).fill(MEMBER.code);
    await verify.getByRole('textbox', { name: /Email Address/ }).fill(MEMBER.email);
    await verify.getByLabel('Check-in Date').fill(chicagoDate(0));
    await verify.getByLabel('Check-out Date').fill(chicagoDate(1));
    await verify.getByRole('button', { name: 'Verify' }).click();
    const answered = page.getByRole('region', { name: 'Verify Your Membership' });
    await expect(answered.getByText('Verification Successful!', { exact: true })).toBeVisible();
    await expect(answered.getByRole('textbox', { name: /Membership Code/ })).toHaveValue(MEMBER.code);

    await answered.getByRole('textbox', { name: /Membership Code/ }).fill('PIN-NOSUCH1');
    await answered.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verification Failed', { exact: true })).toBeVisible();
  });
});

test.describe('the other server-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/membership lists the campgrounds to pick from', async ({ page }) => {
    await page.goto('/membership');
    await expect(page.getByRole('heading', { name: 'Select Campground', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Pine Valley/ })).toBeAttached();
  });

  test('the sign-in screens show their form and say it needs scripts; privacy and terms read', async ({
    page,
  }) => {
    for (const [path, title] of SIGN_IN_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /Email/ })).toBeVisible();
      // Without its script the form cannot be sent: the button waits for it, and a line says so.
      await expect(page.getByRole('button', { name: /Sign In|Send Reset Link/ })).toBeDisabled();
      // Playwright's text search leaves <noscript> out: the words are found by their element.
      await expect(page.locator('form noscript p')).toHaveText(NEEDS_SCRIPTS);
    }
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  });
});

// axe runs its checks with timers, which a page without JavaScript never fires: its HTML is checked
// in a page whose own scripts are refused instead.
test('the page as the server renders it, before any of its scripts, passes axe', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Welcome to Pine Valley RV Resort' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Membership plans' }).getByRole('article').first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('the other server-rendered pages, before any of their scripts, pass axe', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const [path, heading] of RENDERED_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});

/**
 * The errors React reports when the browser's first render differs from the server's HTML: in the
 * production build they are the minified errors 418 to 425, whose text does not say "hydration".
 */
const HYDRATION_ERROR = /hydrat|react\.dev\/errors\/4(1[89]|2[0-5])\b|React error #4(1[89]|2[0-5])\b/i;

const watchHydration = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) problems.push(error.message);
  });
  return problems;
};

test('with scripts the other server-rendered pages hydrate without a mismatch', async ({ page }) => {
  const problems = watchHydration(page);
  for (const [path, heading] of RENDERED_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // Hydrated: the reset form is sent by its script, which enables its button.
  await page.goto('/member-password-reset');
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test("what is typed into a sign-in form before its screen's code arrives is kept, and signs in", async ({
  page,
}) => {
  // The screen's own chunk waits until both fields are filled (a quick visitor, or the browser's
  // autofill) while the entry runs and reads the session: its answer must not reach the form while
  // it is still the server's HTML.
  let release = () => {};
  const filled = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/pages-*.js', async (route) => {
    await filled;
    await route.continue();
  });
  await page.goto(DEMO.owner.login, { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(DEMO.owner.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  release();
  const signInButton = page.getByRole('button', { name: 'Sign In', exact: true });
  await expect(signInButton).toBeEnabled();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.owner.email);
  await signInButton.click();
  await expect(page).toHaveURL(/\/owner-dashboard$/);
});

test('with scripts the server-rendered page hydrates without a mismatch, and its carousel moves at once', async ({
  page,
}) => {
  const problems = watchHydration(page);
  await page.goto(PAGE);
  const carousel = page.getByRole('region', { name: 'Membership plans' });
  const first = await carousel.getByRole('article').first().getAttribute('aria-label');
  await carousel.getByRole('button', { name: 'Next plans' }).click();
  await expect(carousel.getByRole('article').first()).not.toHaveAttribute('aria-label', first ?? '');
  expect(problems).toEqual([]);
});
