import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bearerOf, DEMO, expectAccessible, expectNoSidewaysScroll, signInAs } from './support';

interface MemberMembership {
  readonly membershipCode: string;
  readonly status: string;
  readonly campground: { readonly id: string };
  readonly endDate: string;
}

/** The demo member's longest-running active membership at Pine Valley, through the API. */
const demoMembership = async (request: APIRequestContext) => {
  const response = await request.get('/functions/v1/user-memberships', {
    headers: await bearerOf(request, DEMO.member.email, 'member'),
  });
  const { data } = (await response.json()) as { data: { memberships: MemberMembership[] } };
  const active = data.memberships
    .filter((membership) => membership.status === 'active')
    .sort((a, b) => b.endDate.localeCompare(a.endDate));
  const membership = active[0];
  if (!membership) throw new Error('The demo member has no active membership.');
  return membership;
};

/** A partner's verification of the member's code for a one-night stay tomorrow, with `key`. */
const partnerCall = (request: APIRequestContext, key: string, membershipCode: string) => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return request.post('/functions/v1/partner-validate-membership', {
    data: {
      membershipCode,
      email: DEMO.member.email,
      campgroundSlug: 'pine-valley',
      dateRanges: [[tomorrow, tomorrow]],
    },
    headers: { Authorization: `Bearer ${key}` },
  });
};

const openSettings = async (page: Page) => {
  await page.goto('/owner-dashboard?tab=settings');
  await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
};

test('the demo owner creates a partner key, sees it used, revokes it, and the partner is refused at once', async ({
  page,
  request,
}, testInfo) => {
  // Two sign-ins, three page loads and two accessibility analyses on a shared machine.
  test.slow();
  const keyName = `Booking engine ${testInfo.project.name} ${Date.now().toString(36)}`;
  const membership = await demoMembership(request);

  await signInAs(page, 'owner');
  // Signing in hashes the password: slow on a busy machine.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
  await openSettings(page);

  const createForm = page.getByRole('form', { name: 'Create key' });
  await createForm.getByRole('textbox', { name: 'Key name' }).fill(keyName);
  await createForm.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Copy this key now: it is shown only once.')).toBeVisible();
  const shown = page.getByRole('textbox', { name: 'New API key' });
  const key = await shown.inputValue();
  expect(key).toMatch(/^cpk_[A-Za-z0-9_-]{20,}$/);
  const item = page.getByRole('listitem', { name: keyName });
  await expect(item).toContainText('Never used');
  await expect(item).toContainText('0 uses');
  await expect(item).toContainText(key.slice(0, 12));
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // The key is shown once: after a reload only its prefix is on the page.
  await page.reload();
  await expect(page.getByRole('listitem', { name: keyName })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New API key' })).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);

  // The booking engine verifies the demo member's code with the key.
  const verified = await partnerCall(request, key, membership.membershipCode);
  expect(verified.status()).toBe(200);
  expect(await verified.json()).toMatchObject({ success: true, valid: true, code: 'VALID' });

  await page.reload();
  const used = page.getByRole('listitem', { name: keyName });
  await expect(used).toContainText('1 use');
  await expect(used).toContainText('Last used');
  await expect(used).not.toContainText('Never used');

  await used.getByRole('button', { name: `Revoke ${keyName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Revoke ${keyName}?` });
  await expect(dialog).toContainText('Revoke this key? Requests that use it are refused at once.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden();
  await expect(used).toContainText('Revoked');
  await expect(used.getByRole('button', { name: `Revoke ${keyName}` })).toHaveCount(0);

  // Refused from the very next call.
  const refused = await partnerCall(request, key, membership.membershipCode);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ success: false });
  await expectNoSidewaysScroll(page);
});
