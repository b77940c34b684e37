import { expect, type Locator, type Page, test } from '@playwright/test';
import { chicagoDate, seedDate } from './public-support';
import {
  DEMO,
  expectAccessible,
  expectMailLogo,
  expectNoSidewaysScroll,
  givePineALogo,
  mailFrame,
  openCardFrom,
  removePineLogo,
  signInAs,
} from './support';

// The demo member's expired Monthly is renewed and the Weekly extended on this project's own server;
// member-dashboard.spec.ts (which counts the demo memberships) runs before this file.
const usDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};

/** The demo profile has no address: billing opens with its name and e-mail, the rest is filled in. */
const fillBilling = async (dialog: Locator) => {
  await dialog.getByRole('textbox', { name: /^Cardholder Name/ }).fill('Morgan Member');
  await expect(dialog.getByRole('textbox', { name: /^Billing Email/ })).toHaveValue(DEMO.member.email);
  await dialog.getByRole('textbox', { name: /^Billing Street Address/ }).fill('1 Lake Road');
  await dialog.getByRole('textbox', { name: /^Billing City/ }).fill('Austin');
  await dialog.getByRole('textbox', { name: /^Billing State/ }).fill('TX');
  await dialog.getByRole('textbox', { name: /^Billing Postal Code/ }).fill('73301');
};

const pay = async (dialog: Locator, cardNumber: string) => {
  await fillBilling(dialog);
  await dialog.getByRole('textbox', { name: /^Card Number/ }).fill(cardNumber);
  await dialog.getByRole('textbox', { name: /^Expiry/ }).fill('12/30');
  await dialog.getByRole('textbox', { name: /^CVC/ }).fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
};

const openMemberships = async (page: Page) => {
  await signInAs(page, 'member');
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await page.goto('/member-dashboard?tab=memberships');
  // The auto-renewal answer, arriving after the list, adds a line to the active cards and moves the
  // cards below them; a press that lands while they move is lost, so wait for it.
  await expect(page.getByText('Does not renew automatically').first()).toBeVisible();
};

test.afterEach(({ request }) => removePineLogo(request));

test('the demo member, whose profile has no address, is not offered it for billing: the fields open with what it has', async ({
  page,
}) => {
  await openMemberships(page);
  const renew = page.getByRole('region', { name: 'Monthly' }).getByRole('button', { name: 'Renew' });
  await renew.click();
  const dialog = page.getByRole('dialog', { name: 'Renew Monthly' });
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(dialog.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
  await expect(
    dialog.getByRole('checkbox', { name: 'Use the details of my profile for billing' }),
  ).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: /^Billing First Name/ })).toHaveValue('Morgan');
  await expect(dialog.getByRole('textbox', { name: /^Billing Last Name/ })).toHaveValue('Member');
  await expect(dialog.getByRole('textbox', { name: /^Billing Street Address/ })).toHaveValue('');
  await expectAccessible(page);
  // The payment step closes on Escape too, and focus goes back to Renew.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(renew).toBeFocused();
});

test('a declined card in the Extend dialog is told beside the Pay button, focused and in view', async ({
  page,
}) => {
  await openMemberships(page);
  const extend = page.getByRole('region', { name: 'Weekly' }).getByRole('button', { name: 'Extend' });
  await extend.click();
  const dialog = page.getByRole('dialog', { name: 'Extend Weekly' });
  await dialog.getByRole('radio', { name: /^Annual/ }).check({ force: true });
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await pay(dialog, '4000 0000 0000 0002');
  const failure = dialog.getByRole('alert');
  await expect(failure).toHaveText('Payment failed: Your card was declined.');
  await expect(failure).toBeFocused();
  await expect(failure).toBeInViewport();
  await expect(dialog.getByRole('button', { name: /^Pay \$/ })).toBeInViewport();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(extend).toBeFocused();
});

test('the demo member renews the expired Monthly with the simulated card and sees it active to its new end date; the completion view closes on Escape', async ({
  page,
  request,
}) => {
  // Pine Valley wears a logo for this journey, so that its e-mails show it.
  await givePineALogo(request);
  await openMemberships(page);

  const monthly = page.getByRole('region', { name: 'Monthly' });
  await expect(monthly.getByRole('button', { name: 'Extend' })).toHaveCount(0);
  await monthly.getByRole('button', { name: 'Renew' }).click();
  const dialog = page.getByRole('dialog', { name: 'Renew Monthly' });
  await expect(dialog.getByLabel(/^Start date/)).toHaveValue(chicagoDate(0));
  // Before payment, the first step says what the renewal costs and when it ends (the server's quote).
  const newEnd = usDate(chicagoDate(29));
  await expect(dialog.getByRole('status')).toHaveText(`You pay $463.49 ($450.00 plus fees), ends ${newEnd}`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();

  // The server's price: the Monthly plan's $450.00 with the fees on top, dated from today.
  await expect(dialog.getByText(`Monthly: ${usDate(chicagoDate(0))} – ${newEnd}`)).toBeVisible();
  await expect(dialog.getByText('$450.00')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay $463.49' })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // A declined card says so and charges nothing; 4242 then succeeds.
  await pay(dialog, '4000 0000 0000 0002');
  await expect(dialog.getByText(/^Payment failed: /)).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Card Number/ }).fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $463.49' }).click();
  await expect(dialog.getByText(`Membership renewed until ${newEnd}.`)).toBeVisible();
  await expectAccessible(page);
  // The Pay button gave way to the completion view: Escape still closes it, and focus goes back to
  // the membership's button (Extend now that it is active).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(monthly.getByRole('button', { name: 'Extend' })).toBeFocused();

  // The dashboard was read again: the Monthly is active to its new end date, and can be extended.
  await expect(monthly.getByText(`${usDate(chicagoDate(0))} – ${newEnd}`)).toBeVisible();
  await expect(monthly.getByRole('button', { name: 'Extend' })).toBeVisible();
  await expect(monthly.getByRole('button', { name: 'Renew' })).toHaveCount(0);

  // The renewal's own receipt, in the campground's brand, opens the card.
  const receipt = await mailFrame(
    page,
    DEMO.member.email,
    'Your membership at Pine Valley RV Resort is renewed',
  );
  await expect(receipt.getByRole('heading', { name: 'Your membership is renewed' })).toBeVisible();
  await expectMailLogo(receipt, 'Pine Valley RV Resort');
  await expect(receipt.getByText(`is renewed, now valid until ${newEnd}.`)).toBeVisible();
  await expectAccessible(page);
  await openCardFrom(page, receipt);
  await expect(page.getByRole('heading', { level: 1, name: 'Pine Valley RV Resort' })).toBeVisible();
  await expect(page.getByText('Monthly', { exact: true })).toBeVisible();
});

test('the demo member extends the Weekly to Annual, each choice showing what it costs and where it ends, and sees the new end date', async ({
  page,
  request,
}) => {
  // Pine Valley wears a logo for this journey, so that its e-mails show it.
  await givePineALogo(request);
  await openMemberships(page);

  const weekly = page.getByRole('region', { name: 'Weekly' });
  await weekly.getByRole('button', { name: 'Extend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extend Weekly' });
  // Each choice says what the member pays (the new type's price less the Weekly's $140, plus fees)
  // and where it ends, not the type's full price. The Weekly started 3 days ago; the Annual runs 365
  // days from the same start.
  const newEnd = usDate(seedDate(-3 + 364));
  await expect(dialog.getByRole('radio', { name: /^Monthly · 1 month/ })).toHaveAccessibleName(
    `Monthly · 1 month You pay $320.49 ($310.00 plus fees), ends ${usDate(seedDate(-3 + 29))}`,
  );
  await expect(dialog.getByRole('radio', { name: /^Annual · 1 year/ })).toHaveAccessibleName(
    `Annual · 1 year You pay $1,086.57 ($1,060.00 plus fees), ends ${newEnd}`,
  );
  await expect(dialog.getByText('$450.00')).toHaveCount(0);
  await dialog.getByText(/^Annual · 1 year/).click();
  await expect(dialog.getByRole('radio', { name: /^Annual/ })).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(dialog.getByText(`Annual: ${usDate(seedDate(-3))} – ${newEnd}`)).toBeVisible();
  await pay(dialog, '4242 4242 4242 4242');
  await expect(dialog.getByText(`Membership extended until ${newEnd}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const extended = page.getByRole('region', { name: 'Annual' }).filter({ hasText: newEnd });
  await expect(extended).toBeVisible();
  await expect(extended.getByRole('button', { name: 'Extend' })).toBeFocused();

  // The extension's own receipt, in the campground's brand, says from what to what, and opens the card.
  const receipt = await mailFrame(
    page,
    DEMO.member.email,
    'Your membership at Pine Valley RV Resort is extended',
  );
  await expect(receipt.getByRole('heading', { name: 'Your membership is extended' })).toBeVisible();
  await expectMailLogo(receipt, 'Pine Valley RV Resort');
  await expect(
    receipt.getByText(`was extended from Weekly to Annual, now valid until ${newEnd}.`),
  ).toBeVisible();
  await expectAccessible(page);
  await openCardFrom(page, receipt);
  await expect(page.getByText('Annual', { exact: true })).toBeVisible();
});
