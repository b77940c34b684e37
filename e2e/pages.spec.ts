import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

test('an unknown address shows the not-found page with Go to Home, Go Back and the support address', async ({
  page,
}) => {
  await page.goto('/privacy');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.goto('/404');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
});

test('privacy, terms and contact pages', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText('30 days notice')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Read our Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByText(/plus 3 years/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await page.goto('/owner-login');
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeVisible();
  await expectAccessible(page);
});
