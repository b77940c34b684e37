import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support';

/**
 * The portal runs under the server's Content Security Policy, which has no 'unsafe-eval': nothing
 * may evaluate code from text (`eval`, `Function`), not even a probe whose error is caught, since the
 * browser reports the attempt as a violation (and Lighthouse counts it against best practices).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [
    ...errors,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

test('the campground page loads and checks its data without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/campground/pine-valley');
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
  await expect(page.getByRole('heading', { level: 1, name: 'Pine Valley RV Resort' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a sign-in (the API client loaded at the first call) causes no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, DEMO.member.login, DEMO.member.email);
  await expect(page).toHaveURL(new RegExp(`${DEMO.member.dashboard}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});
