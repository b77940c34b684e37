import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, ownerAtPine, signInAs } from './support';

const TITLE = 'Summer memberships at Pine Valley';
const PLANS_TEXT = 'Pick the pass that fits your stay.';

/** Pine Valley's reminders and page texts put back, so the journeys after this one see the demo data. */
const restore = async (request: APIRequestContext) => {
  const { headers, pineId } = await ownerAtPine(request);
  const response = await request.put('/functions/v1/campground-crud', {
    data: {
      campground_id: pineId,
      campground: { public_page_title: null, membership_type_desc: null },
      settings: { send_expiration_reminders: true, expiration_reminder_days: [30] },
    },
    headers,
  });
  expect(response.status()).toBe(200);
};

const openTab = async (page: Page, tab: 'settings' | 'public-page', heading: string) => {
  await page.goto(`/owner-dashboard?tab=${tab}`);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
};

test("the owner turns reminders off, sets days 7 and 1, edits the page's texts beside their preview and finds them on the public page", async ({
  page,
  request,
}) => {
  await signInAs(page, 'owner');
  await expect(page).toHaveURL(/\/owner-dashboard/);
  try {
    await openTab(page, 'settings', 'Member E-mails');
    await page.getByRole('button', { name: 'Edit Settings' }).click();
    const days = page.getByRole('textbox', { name: 'Reminder days before the end' });
    await days.fill('7, 1');
    // The switch's input is drawn by its track: a person presses the label.
    await page.getByText('Send expiration reminders', { exact: true }).click();
    await expect(days).toBeDisabled();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Edit Settings' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Reminder days before the end' })).toHaveValue('7, 1');
    await expect(page.getByRole('switch', { name: 'Send expiration reminders' })).not.toBeChecked();

    await openTab(page, 'public-page', 'Public Page Texts');
    const preview = page.frameLocator('iframe[title="Live preview"]');
    await expect(
      preview.getByText('Preview mode: this is how the public page will look to visitors.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Edit Page Texts' }).click();
    await page.getByRole('textbox', { name: 'Page Title' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Membership Type Description' }).fill(PLANS_TEXT);
    // The preview shows the texts as they are typed, before any save.
    await expect(preview.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(preview.getByText(PLANS_TEXT)).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Save Page Texts' }).click();
    await expect(page.getByRole('button', { name: 'Edit Page Texts' })).toBeVisible();

    await page.goto('/campground/pine-valley');
    await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    await expect(page.getByText(PLANS_TEXT)).toBeVisible();
    await expectAccessible(page);
  } finally {
    await restore(request);
  }
});
