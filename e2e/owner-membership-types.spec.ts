import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  callFunction,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSidewaysScroll,
  signInAs,
} from './support';

// The demo owner's Membership Types tab at Pine Valley, whose Monthly plan is Most Popular and whose
// Weekend plan members hold. Whatever happens here, afterAll puts the demo types back as they were
// (Monthly the one Most Popular, Weekend active) and removes the types this journey made.

const MOST_POPULAR_TAKEN = (name: string) =>
  `"${name}" is already marked as Most Popular for this campground. Only one membership type can be Most Popular: edit "${name}", uncheck Most Popular and save it, then mark this membership type.`;
const DEACTIVATED = 'This membership type has members, so it was deactivated instead of deleted.';

interface Type {
  id: string;
  campground_id: string;
  display_name: string;
  is_featured: boolean;
  is_active: boolean;
}

async function ownerApi(request: APIRequestContext) {
  const login = await callFunction<{ tokens: { accessToken: string }; user: { campgroundId: string } }>(
    request,
    'auth-login',
    { email: DEMO.owner.email, password: DEMO_PASSWORD, loginType: 'owner', recaptchaToken: 'dev-ok' },
  );
  expect(login.status).toBe(200);
  const headers = { Authorization: `Bearer ${login.body.tokens.accessToken}` };
  const campgroundId = login.body.user.campgroundId;
  const list = async (): Promise<Type[]> => {
    const answer = await request.get(`/functions/v1/manage-membership-types?campgroundId=${campgroundId}`, {
      headers,
    });
    return ((await answer.json()) as { data: Type[] }).data;
  };
  const patch = (id: string, body: Record<string, unknown>) =>
    request.patch('/functions/v1/manage-membership-types', { headers, data: { id, ...body } });
  const remove = (id: string) =>
    request.post('/functions/v1/delete-membership-type', { headers, data: { id } });
  return { list, patch, remove };
}

const PREFIX = 'Journey';

test.afterAll(async ({ request }) => {
  const api = await ownerApi(request);
  for (const type of await api.list()) {
    if (type.display_name.startsWith(PREFIX)) {
      if (type.is_featured) await api.patch(type.id, { is_featured: false });
      await api.remove(type.id);
    }
  }
  const types = await api.list();
  const monthly = types.find((type) => type.display_name === 'Monthly');
  const weekend = types.find((type) => type.display_name === 'Weekend');
  if (monthly && !monthly.is_featured)
    expect((await api.patch(monthly.id, { is_featured: true })).status()).toBe(200);
  if (weekend && !weekend.is_active)
    expect((await api.patch(weekend.id, { is_active: true })).status()).toBe(200);
});

const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const typeForm = (page: Page) => page.getByRole('form', { name: /Membership Type$/ });

/** Checks or unchecks a box of the form by its label, as a person clicks it. */
async function setBox(form: Locator, label: string, checked: boolean) {
  const box = form.getByRole('checkbox', { name: label, exact: true });
  if ((await box.isChecked()) !== checked) await form.getByText(label, { exact: true }).click();
  await expect(box).toBeChecked({ checked });
}

async function edit(page: Page, name: string, mostPopular: boolean) {
  await card(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const form = typeForm(page);
  await setBox(form, 'Most Popular', mostPopular);
  await form.getByRole('button', { name: 'Update Membership Type' }).click();
}

test('the owner creates a type, makes it the one Most Popular, toggles and deletes types', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const trail = `${PREFIX} Trail ${stamp}`;
  const lake = `${PREFIX} Lake ${stamp}`;

  await signInAs(page, 'owner');
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/owner-dashboard?tab=membership-types');
  await expect(card(page, 'Monthly').getByText('Most Popular')).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Create: name, price, a week, benefits by Enter and by the button.
  await page.getByRole('button', { name: 'Add Membership Type' }).click();
  const form = typeForm(page);
  await form.getByRole('textbox', { name: /Display Name/ }).fill(trail);
  await form.getByRole('textbox', { name: 'Price ($)' }).fill('19.99');
  await form.getByRole('button', { name: /Duration/ }).click();
  await page.getByRole('option', { name: '1 Week' }).click();
  const benefit = form.getByRole('textbox', { name: 'New benefit' });
  await benefit.fill('Trail maps');
  await benefit.press('Enter');
  await benefit.fill('Bike rental');
  await form.getByRole('button', { name: 'Add Benefit' }).click();
  await expect(form.getByText('Trail maps')).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await form.getByRole('button', { name: 'Save Membership Type' }).click();
  await expect(typeForm(page)).toHaveCount(0);
  const trailCard = card(page, trail);
  await expect(trailCard).toContainText('$19.99');
  await expect(trailCard).toContainText('1 Week');
  await expect(trailCard).toContainText('Bike rental');

  // Most Popular: refused while Monthly holds it, then granted once Monthly is freed.
  await edit(page, trail, true);
  await expect(typeForm(page).getByText(MOST_POPULAR_TAKEN('Monthly'))).toBeVisible();
  await expectAccessible(page);
  await typeForm(page).getByRole('button', { name: 'Cancel' }).click();
  await edit(page, 'Monthly', false);
  await expect(card(page, 'Monthly').getByText('Most Popular')).toHaveCount(0);
  await edit(page, trail, true);
  await expect(card(page, trail).getByText('Most Popular')).toBeVisible();

  // A second one is refused, naming the first and how to free it.
  await page.getByRole('button', { name: 'Add Membership Type' }).click();
  await typeForm(page)
    .getByRole('textbox', { name: /Display Name/ })
    .fill(lake);
  await setBox(typeForm(page), 'Most Popular', true);
  await typeForm(page).getByRole('button', { name: 'Save Membership Type' }).click();
  await expect(typeForm(page).getByText(MOST_POPULAR_TAKEN(trail))).toBeVisible();
  await setBox(typeForm(page), 'Most Popular', false);
  await typeForm(page).getByRole('button', { name: 'Save Membership Type' }).click();
  await expect(card(page, lake)).toBeVisible();

  // The active switch works directly on the card.
  const lakeSwitch = card(page, lake).getByRole('switch', { name: `Active: ${lake}` });
  await lakeSwitch.click({ force: true });
  await expect(card(page, lake).getByText('Inactive')).toBeVisible();
  await expect(lakeSwitch).not.toBeChecked();

  // Delete, confirmed: an unused type is gone.
  await card(page, lake)
    .getByRole('button', { name: `Delete ${lake}` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this membership type?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, lake)).toHaveCount(0);

  // A type members hold is deactivated instead, and the page says so; switched back on.
  await card(page, 'Weekend').getByRole('button', { name: 'Delete Weekend' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Weekend: ${DEACTIVATED}`)).toBeVisible();
  await expect(card(page, 'Weekend').getByText('Inactive')).toBeVisible();
  await expectAccessible(page);
  await card(page, 'Weekend').getByRole('switch', { name: 'Active: Weekend' }).click({ force: true });
  await expect(card(page, 'Weekend').getByText('Inactive')).toHaveCount(0);

  // Back as it was: Monthly the Most Popular again, the journey's type deleted.
  await edit(page, trail, false);
  await expect(card(page, trail).getByText('Most Popular')).toHaveCount(0);
  await edit(page, 'Monthly', true);
  await expect(card(page, 'Monthly').getByText('Most Popular')).toBeVisible();
  await card(page, trail)
    .getByRole('button', { name: `Delete ${trail}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, trail)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test('staff see the membership types read-only', async ({ page }) => {
  await signInAs(page, 'staff');
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/owner-dashboard?tab=membership-types');
  await expect(page.getByText('Only the campground owner can change membership types.')).toBeVisible();
  await expect(card(page, 'Monthly').getByRole('switch', { name: 'Active: Monthly' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add Membership Type' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
});
