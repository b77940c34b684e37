import { expect, type Page, test } from '@playwright/test';
import { chicagoDate } from './public-support';
import { expectAccessible } from './support';

const PAGE = '/campground/pine-valley';
/** An active demo member of Pine Valley (apps/server/src/demo/demo-members.ts: index 297, weekly, from the seed day). */
const MEMBER = { code: 'PIN-DM0298', email: 'reese.patel.298@members.camppass.test' };

interface PlanAnswer {
  readonly name: string;
  readonly is_active?: boolean;
}

/** The page's plans as get-campground answers them: the page must show each one. */
const activePlanNames = async (page: Page): Promise<string[]> => {
  const response = await page.request.get('/functions/v1/get-campground?slug=pine-valley');
  const { data } = (await response.json()) as { data: { membershipTypes: PlanAnswer[] } };
  return data.membershipTypes.filter((plan) => plan.is_active !== false).map((plan) => plan.name);
};

test.describe('the public page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the campground and every plan with its price; Purchase says it needs scripts', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: 'Welcome to Pine Valley RV Resort' })).toBeVisible();
    const plans = page.getByRole('region', { name: 'Membership plans' });
    const names = await activePlanNames(page);
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) {
      const card = plans.getByRole('article', { name: new RegExp(name) });
      await expect(card).toBeVisible();
      await expect(card.locator('.pp-plan__amount')).toHaveText(/^\$\d/);
    }
    await expect(
      plans
        .getByText('Buying a membership needs JavaScript: turn it on in your browser to pay by card.')
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
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
    await expectAccessible(page);

    await answered.getByRole('textbox', { name: /Membership Code/ }).fill('PIN-NOSUCH1');
    await answered.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verification Failed', { exact: true })).toBeVisible();
  });
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
