import { expect, test } from '@playwright/test';
import {
  aJpeg,
  chicagoDate,
  choosePlan,
  fillPersonalInfo,
  payByCard,
  showPlan,
  uniqueEmail,
} from './public-support';
import {
  callFunction,
  expectAccessible,
  expectMailLogo,
  givePineALogo,
  mailFrame,
  openCardFrom,
  removePineLogo,
} from './support';

const PAGE = '/campground/pine-valley';

interface MailboxMessage {
  readonly to: string;
  readonly subject: string;
}

const mailboxFor = async (request: import('@playwright/test').APIRequestContext, to: string) => {
  const response = await request.get('/dev/mailbox.json');
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  return messages.filter((message) => message.to === to);
};

test.afterEach(({ request }) => removePineLogo(request));

// Copying the membership code writes to the clipboard, which the browser allows a page it trusts;
// reading it back checks what was copied.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a visitor buys the Weekend plan, gets the code and the welcome e-mail, and verifies the code', async ({
  page,
  request,
}) => {
  // Pine Valley wears a logo for this journey, so that its e-mails show it.
  await givePineALogo(request);
  const email = uniqueEmail('weekend');
  const start = chicagoDate();
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Pine Valley RV Resort' })).toBeVisible();
  await expectAccessible(page);

  await choosePlan(page, 'Weekend');
  const wizard = page.getByRole('dialog', { name: 'Purchase Weekend' });
  await expect(wizard.getByRole('heading', { name: '1. Personal Info' })).toBeVisible();
  await fillPersonalInfo(page, wizard, { email, dateOfBirth: chicagoDate(0, -35), startDate: start });
  await expect(wizard.getByText('Age verified: 35 years old')).toBeVisible();
  await expectAccessible(page);
  await wizard.getByRole('button', { name: 'Next: Review Order' }).click();

  await expect(wizard.getByRole('heading', { name: '2. Review' })).toBeVisible();
  // $60 + $3.50 + $0.25, grossed up for 2.1 %: the server's breakdown.
  await expect(wizard.getByText('$65.12')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next: Payment' }).click();
  await payByCard(wizard, '4242 4242 4242 4242');

  await expect(wizard.getByRole('heading', { name: '4. Verification' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(wizard.getByText('Congratulations!')).toBeVisible();
  const code = (await wizard.getByTestId('membership-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9-]+$/);
  await expectAccessible(page);
  await wizard.getByRole('button', { name: /^Copy membership code/ }).click();
  await expect(wizard.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  await expect
    .poll(async () => (await mailboxFor(request, email)).map((m) => m.subject).join(' | '), {
      timeout: 15_000,
    })
    .toMatch(/Welcome to Pine Valley RV Resort: set your password/);

  await wizard.getByRole('button', { name: 'Done - Close this window' }).click();
  await expect(wizard).toBeHidden();

  const verify = page.getByRole('region', { name: 'Verify Your Membership' });
  await verify.getByRole('textbox', { name: /Membership Code/ }).fill(code.toLowerCase());
  await expect(verify.getByRole('textbox', { name: /Membership Code/ })).toHaveValue(code);
  await verify.getByRole('textbox', { name: /Email Address/ }).fill(email);
  await verify.getByLabel('Check-in Date').fill(start);
  await verify.getByLabel('Check-out Date').fill(chicagoDate(2));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByText('Verification Successful!', { exact: true })).toBeVisible();
  await expect(verify.getByText('Status: active')).toBeVisible();

  await verify.getByLabel('Check-in Date').fill(chicagoDate(10));
  await verify.getByLabel('Check-out Date').fill(chicagoDate(12));
  await verify.getByRole('button', { name: 'Verify' }).click();
  await expect(verify.getByText('Verification Failed', { exact: true })).toBeVisible();
  await expect(verify.getByText('Selected dates are outside your membership period')).toBeVisible();
  await expectAccessible(page);

  // The receipt, in the campground's brand as the member's mail client shows it, opens the card.
  const receipt = await mailFrame(page, email, `Your membership at Pine Valley RV Resort: ${code}`);
  await expect(receipt.getByRole('heading', { name: 'Your membership is ready' })).toBeVisible();
  await expect(receipt.getByText('Pine Valley RV Resort', { exact: true })).toBeVisible();
  await expect(receipt.getByText(code, { exact: true })).toBeVisible();
  await expectMailLogo(receipt, 'Pine Valley RV Resort');
  await expect(receipt.getByRole('link', { name: "Visit Pine Valley RV Resort's page" })).toHaveAttribute(
    'href',
    /\/campground\/pine-valley$/,
  );
  await expectAccessible(page);
  await openCardFrom(page, receipt);
  await expect(page.getByRole('heading', { level: 1, name: 'Pine Valley RV Resort' })).toBeVisible();
  await expect(page.getByText('Weekend', { exact: true })).toBeVisible();
});

test('a declined card is told beside the Pay button, focused and in view, and creates nothing', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('declined');
  await page.goto(PAGE);
  await choosePlan(page, 'Weekend');
  const wizard = page.getByRole('dialog', { name: 'Purchase Weekend' });
  await fillPersonalInfo(page, wizard, {
    email,
    dateOfBirth: chicagoDate(0, -40),
    startDate: chicagoDate(1),
  });
  await wizard.getByRole('button', { name: 'Next: Review Order' }).click();
  await wizard.getByRole('button', { name: 'Next: Payment' }).click();
  await payByCard(wizard, '4000 0000 0000 0002');
  const failure = wizard.getByRole('alert');
  await expect(failure).toHaveText('Payment failed: Your card was declined.');
  await expect(failure).toBeFocused();
  await expect(failure).toBeInViewport();
  await expect(wizard.getByRole('button', { name: /^Pay \$/ })).toBeInViewport();
  await expect(wizard.getByRole('heading', { name: '3. Payment' })).toBeVisible();
  await expectAccessible(page);

  const campground = await request.get('/functions/v1/get-campground?slug=pine-valley');
  const data = (await campground.json()).data as {
    campground: { id: string };
    membershipTypes: { id: string; display_name: string }[];
  };
  const weekend = data.membershipTypes.find((type) => type.display_name === 'Weekend');
  const check = await callFunction<{ canProceed: boolean; code: string }>(request, 'check-email', {
    email,
    membershipTypeId: weekend?.id,
    campgroundId: data.campground.id,
  });
  expect(check.body).toMatchObject({ canProceed: true, code: 'PROCEED' });
  expect(await mailboxFor(request, email)).toEqual([]);
});

test('a buyer under 21 is stopped at step 1', async ({ page }) => {
  await page.goto(PAGE);
  await choosePlan(page, 'Weekend');
  const wizard = page.getByRole('dialog', { name: 'Purchase Weekend' });
  await fillPersonalInfo(page, wizard, {
    email: uniqueEmail('young'),
    dateOfBirth: chicagoDate(0, -19),
    startDate: chicagoDate(),
  });
  await expect(wizard.getByText('Must be 21 or older. Current age: 19 years')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next: Review Order' }).click();
  await expect(
    wizard.getByText('You must be at least 21 years old to purchase a membership.', { exact: false }).first(),
  ).toBeVisible();
  await expect(wizard.getByRole('heading', { name: '1. Personal Info' })).toBeVisible();
});

test('the military plan shows the discounted breakdown', async ({ page }) => {
  await page.goto(PAGE);
  await choosePlan(page, 'Annual');
  await page.getByRole('button', { name: 'Yes, Apply Discount' }).click();
  const wizard = page.getByRole('dialog', { name: 'Purchase Annual' });
  await fillPersonalInfo(page, wizard, {
    email: uniqueEmail('military'),
    dateOfBirth: chicagoDate(0, -45),
    startDate: chicagoDate(),
  });
  await wizard.getByLabel('Military Document').setInputFiles({
    name: 'dd214.jpg',
    mimeType: 'image/jpeg',
    buffer: await aJpeg(page),
  });
  await wizard.getByRole('button', { name: 'Next: Review Order' }).click();
  await expect(wizard.getByRole('heading', { name: '2. Review' })).toBeVisible();
  await expect(wizard.getByText('Military discount (15%)')).toBeVisible();
  await expect(wizard.getByText('−$180.00')).toBeVisible();
  // ($1,200 − 15 % + $3.50 + $0.25) / 0.979 = $1,045.709…, rounded up to the cent.
  await expect(wizard.getByText('$1,045.71')).toBeVisible();
});

test('more than three plans make a carousel; the preview shows its banner; /membership lists campgrounds', async ({
  page,
}) => {
  await page.goto(PAGE);
  const carousel = page.getByRole('region', { name: 'Membership plans' });
  await expect(carousel).toBeVisible();
  const first = await carousel.getByRole('article').first().getAttribute('aria-label');
  await carousel.getByRole('button', { name: 'Next plans' }).click();
  await expect(carousel.getByRole('article').first()).not.toHaveAttribute('aria-label', first ?? '');
  const monthly = await showPlan(page, 'Monthly');
  await expect(monthly.getByText('MOST POPULAR')).toBeVisible();
  await expect(page.getByText('Powered by CampPass')).toBeVisible();

  await page.goto(`${PAGE}/preview`);
  await expect(
    page.getByText('Preview mode: this is how the public page will look to visitors.'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/campground/no-such-place');
  await expect(page.getByRole('heading', { name: 'Campground Not Found' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/membership');
  await expect(page.getByRole('heading', { level: 1, name: 'Select Campground' })).toBeVisible();
  await page.getByText('Pine Valley RV Resort', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Pine Valley RV Resort/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Welcome to Pine Valley RV Resort' })).toBeVisible();
  await expectAccessible(page);
});

test('an e-mail that already holds a membership is offered a reminder, sent and closed after 3 s', async ({
  page,
  request,
}) => {
  const email = 'member@camppass.test';
  await page.goto(PAGE);
  await choosePlan(page, 'Weekend');
  const wizard = page.getByRole('dialog', { name: 'Purchase Weekend' });
  await fillPersonalInfo(page, wizard, {
    email,
    dateOfBirth: chicagoDate(0, -30),
    startDate: chicagoDate(1),
  });
  await wizard.getByRole('button', { name: 'Next: Review Order' }).click();

  const active = page.getByRole('alertdialog', { name: 'Active Membership Found' });
  await expect(active).toBeVisible();
  await active.getByRole('button', { name: 'Send Reminder' }).click();
  const reminder = page.getByRole('dialog', { name: 'Send Membership Reminder' });
  await expect(reminder.getByRole('textbox', { name: /Email/ })).toHaveValue(email);
  await reminder.getByRole('button', { name: 'Send Reminder' }).click();
  await expect(
    reminder.getByText(
      'Membership reminder sent successfully! Please check your email for your membership details.',
    ),
  ).toBeVisible();
  await expect(reminder).toBeHidden({ timeout: 5_000 });
  await expect
    .poll(async () => (await mailboxFor(request, email)).map((m) => m.subject).join(' | '), {
      timeout: 15_000,
    })
    .toMatch(/Your membership details at Pine Valley RV Resort/);
  await expect(wizard.getByRole('heading', { name: '1. Personal Info' })).toBeVisible();
});

test('the purchase can be done with the keyboard alone up to the form', async ({ page }) => {
  await page.goto(PAGE);
  const purchase = (await showPlan(page, 'Weekend')).getByRole('button', { name: 'Purchase Weekend' });
  // The server's HTML holds Purchase disabled until the page's script hydrates it, and a disabled
  // button takes no focus: a key pressed sooner would go nowhere.
  await expect(purchase).toBeEnabled();
  await purchase.focus();
  await expect(purchase).toBeFocused();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Weekend' });
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'I Confirm I am 21+' })).toBeVisible();
  await page.getByRole('button', { name: 'I Confirm I am 21+' }).focus();
  await page.keyboard.press('Enter');
  const wizard = page.getByRole('dialog', { name: 'Purchase Weekend' });
  await expect(wizard.getByRole('heading', { name: '1. Personal Info' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  await expect(purchase).toBeVisible();
});
