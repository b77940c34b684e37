import { expect, test } from '@playwright/test';
import { DEMO, type DemoRole, expectAccessible, signIn } from './support';

const LOGOUT_TO: Record<DemoRole, RegExp> = {
  member: /\/$/,
  owner: /\/owner-login$/,
  staff: /\/owner-login$/,
  admin: /\/admin-login$/,
};

for (const role of Object.keys(DEMO) as DemoRole[]) {
  const account = DEMO[role];
  test(`${role} signs in at ${account.login}, lands on ${account.dashboard} and logs out`, async ({
    page,
  }) => {
    await page.goto(account.login);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);

    await signIn(page, account.login, account.email);
    await expect(page).toHaveURL(new RegExp(`${account.dashboard}$`));
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(/Member|Owner|Staff|Admin/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(LOGOUT_TO[role]);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('camppass.tokens'))).toBeNull();
  });
}

test('a wrong password shows the catalogue message and the form stays usable', async ({ page }) => {
  await signIn(page, '/', DEMO.member.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid email or password. Please check your credentials.',
  );
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await expectAccessible(page);
});

test('the owner login refuses a member account', async ({ page }) => {
  await signIn(page, '/owner-login', DEMO.member.email);
  await expect(page.getByRole('alert')).toHaveText('This account is not authorized for owner access.');
  await expect(page).toHaveURL(/\/owner-login$/);
});
