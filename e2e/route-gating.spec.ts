import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, passAdminSecondStep, signIn } from './support';

test.describe('signed-out visits go to the matching login and come back after signing in', () => {
  for (const [path, login, account] of [
    ['/member-dashboard', '/member-login', DEMO.member],
    ['/owner-dashboard', '/owner-login', DEMO.owner],
    ['/super-admin-dashboard', '/admin-login', DEMO.admin],
  ] as const) {
    test(`${path} → ${login}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${login}$`));
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill('CampPass-demo-1');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      // The demo super admin has an authenticator app: the second step comes before the way back.
      if (account === DEMO.admin) await passAdminSecondStep(page);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});

test('a member is sent from the owner dashboard to their own, and sees Acceso Requerido on the super admin one', async ({
  page,
}) => {
  await signIn(page, DEMO.member.login, DEMO.member.email);
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await page.goto('/owner-dashboard');
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await page.goto('/super-admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso Requerido' })).toBeVisible();
  await expect(page).toHaveURL(/\/super-admin-dashboard$/);
  await expectAccessible(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/member-dashboard$/);
});

test('staff are sent from the member dashboard to the owner dashboard; an owner may open the member one', async ({
  page,
}) => {
  await signIn(page, DEMO.staff.login, DEMO.staff.email);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/member-dashboard');
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/owner-login$/);

  await signIn(page, DEMO.owner.login, DEMO.owner.email);
  await expect(page).toHaveURL(/\/owner-dashboard$/);
  await page.goto('/member-dashboard');
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await page.goto('/super-admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso Requerido' })).toBeVisible();
});

test('/super-admin leads the super admin to the super admin dashboard, and /login leads to /', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, DEMO.admin.login, DEMO.admin.email);
  await expect(page).toHaveURL(/\/super-admin-dashboard$/);
  await page.goto('/super-admin');
  await expect(page).toHaveURL(/\/super-admin-dashboard$/);
  await expect(page.getByText('Super Admin', { exact: true })).toBeVisible();
});
