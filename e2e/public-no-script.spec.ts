import { expect, type Page, test } from '@playwright/test';
import { chicagoDate } from './public-support';
import { expectAccessible } from './support';

const PAGE = '/campground/pine-valley';
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

test('with scripts the server-rendered page hydrates without a mismatch, and its carousel moves at once', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat/i.test(error.message)) problems.push(error.message);
  });
  await page.goto(PAGE);
  const carousel = page.getByRole('region', { name: 'Membership plans' });
  const first = await carousel.getByRole('article').first().getAttribute('aria-label');
  await carousel.getByRole('button', { name: 'Next plans' }).click();
  await expect(carousel.getByRole('article').first()).not.toHaveAttribute('aria-label', first ?? '');
  expect(problems).toEqual([]);
});
