import { expect, type Locator, type Page } from '@playwright/test';

const chicagoToday = (): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const shift = (isoDate: string, offsetDays: number, offsetYears = 0): string => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + offsetYears, month - 1, day + offsetDays)).toISOString().slice(0, 10);
};

/** Today as the campground sees it (America/Chicago), `YYYY-MM-DD`, shifted by whole days. */
export function chicagoDate(offsetDays = 0, offsetYears = 0): string {
  return shift(chicagoToday(), offsetDays, offsetYears);
}

/**
 * The day the demo data was seeded (its "today", set by playwright.config.ts before the servers
 * start), shifted by whole days: the demo memberships are dated from it, so a run that crosses
 * midnight in Chicago still finds them where the seed put them.
 */
export function seedDate(offsetDays = 0): string {
  return shift(process.env.E2E_SEED_DAY ?? chicagoToday(), offsetDays);
}

/** Whole days from the seed day to today in Chicago (0 unless the run crossed midnight). */
export function daysSinceSeed(): number {
  return Math.round((Date.parse(chicagoDate()) - Date.parse(seedDate())) / 86_400_000);
}

/** A small real JPEG, drawn by the browser itself. */
export async function aJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#2e7d32';
      context.fillRect(0, 0, 64, 48);
      context.fillStyle = '#ffffff';
      context.fillRect(16, 12, 32, 24);
    }
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/** Moves the carousel (1 to 3 cards visible) until a plan's card shows. */
export async function showPlan(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Choose Your Membership' })).toBeVisible();
  const card = page.getByRole('article', { name, exact: true });
  for (let attempt = 0; attempt < 6 && !(await card.isVisible()); attempt += 1) {
    await page.getByRole('button', { name: 'Next plans' }).click();
    // The carousel ignores clicks for 500 ms while it slides.
    await page.waitForTimeout(600);
  }
  await expect(card).toBeVisible();
  return card;
}

/** Opens a plan's purchase: plan details, then the 21+ acknowledgement. */
export async function choosePlan(page: Page, name: string) {
  const card = await showPlan(page, name);
  await card.getByRole('button', { name: `Purchase ${name}` }).click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'I Confirm I am 21+' }).click();
}

export interface Buyer {
  readonly email: string;
  readonly dateOfBirth: string;
  readonly startDate: string;
}

/** Fills step 1 the way a person does: typing, choosing a selfie file and drawing a signature. */
export async function fillPersonalInfo(page: Page, wizard: Locator, buyer: Buyer) {
  await wizard.getByRole('textbox', { name: /^First Name/ }).fill('Avery');
  await wizard.getByRole('textbox', { name: /^Last Name/ }).fill('Stone');
  await wizard.getByRole('textbox', { name: /^ID Number/ }).fill('TX1234567');
  await wizard.getByRole('textbox', { name: /^Email/ }).fill(buyer.email);
  await wizard.getByRole('textbox', { name: /^Phone/ }).fill('+1 512 555 0100');
  await wizard.getByLabel('Date of Birth').fill(buyer.dateOfBirth);
  await wizard.getByLabel('Start Date').fill(buyer.startDate);
  await wizard.getByRole('textbox', { name: /^Street Address/ }).fill('12 Cedar Lane');
  await wizard.getByRole('textbox', { name: /^City/ }).fill('Austin');
  await wizard.getByRole('textbox', { name: /^State/ }).fill('TX');
  await wizard.getByRole('textbox', { name: /^Postal Code/ }).fill('78701');
  await wizard
    .getByLabel('Selfie with ID')
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await aJpeg(page) });
  await expect(wizard.getByRole('img', { name: /Selfie with ID: selfie.jpg/ })).toBeVisible();

  const pad = wizard.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 3, box.y + 20, { steps: 5 });
  await page.mouse.move(box.x + (box.width * 2) / 3, box.y + box.height - 20, { steps: 5 });
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();

  // The styled checkbox's label takes the click, as it does for a person.
  await wizard.getByText('I agree to the use of my data to run my membership').click();
  await expect(wizard.getByRole('checkbox', { name: /use of my data/ })).toBeChecked();
}

/** Billing same as step 1, then the simulated card form. */
export async function payByCard(wizard: Locator, cardNumber: string) {
  await wizard.getByRole('textbox', { name: /^Cardholder Name/ }).fill('Avery Stone');
  await wizard.getByRole('textbox', { name: /^Card Number/ }).fill(cardNumber);
  await wizard.getByRole('textbox', { name: /^Expiry/ }).fill('12/34');
  await wizard.getByRole('textbox', { name: /^CVC/ }).fill('123');
  await wizard.getByRole('button', { name: /^Pay \$/ }).click();
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@visitors.camppass.test`;
