import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { chicagoDate, choosePlan, fillPersonalInfo, payByCard, uniqueEmail } from './public-support';
import {
  bearerOf,
  callFunction,
  DEMO,
  expectAccessible,
  expectNoSidewaysScroll,
  givePassword,
  openDashboardTab,
  sameDevice,
  signInAs,
} from './support';

interface Card {
  readonly id: string;
  readonly code: string;
  readonly link: string;
}

/**
 * A member's active Pine Valley memberships and each card's link — what its QR code holds: the status
 * page with the signed pass in its fragment — as the member's phone gets it.
 */
async function pineValleyCards(request: APIRequestContext, email: string): Promise<Card[]> {
  const headers = await bearerOf(request, email, 'member');
  const listed = await request.get('/functions/v1/user-memberships', { headers });
  const { data } = (await listed.json()) as {
    data: { memberships: { id: string; membershipCode: string; status: string; campgroundName: string }[] };
  };
  const active = data.memberships.filter(
    (m) => m.status === 'active' && m.campgroundName.startsWith('Pine Valley'),
  );
  return Promise.all(
    active.map(async (membership) => {
      const answer = await request.get(
        `/functions/v1/get-membership-status-link?membershipId=${membership.id}`,
        { headers },
      );
      const { statusUrl } = ((await answer.json()) as { data: { statusUrl: string } }).data;
      expect(statusUrl).toContain('#pass=');
      return { id: membership.id, code: membership.membershipCode, link: statusUrl };
    }),
  );
}

/** The demo member's two active Pine Valley memberships (annual, weekly). */
async function demoCards(request: APIRequestContext): Promise<[Card, Card]> {
  const cards = (await pineValleyCards(request, DEMO.member.email)).slice(0, 2);
  expect(cards).toHaveLength(2);
  return cards as [Card, Card];
}

/** The pass field, filled with a card's link, and Check card pressed. */
async function checkCard(page: Page, card: Card) {
  const field = page.getByRole('textbox', { name: 'Card link or pass' });
  await field.fill(card.link);
  await page.getByRole('button', { name: 'Check card' }).click();
}

/** The verdict of the scanner (the card's, not the typed code's). */
const scanVerdict = (page: Page) =>
  page.getByRole('region', { name: 'Check in' }).locator('.gate__verdict').first();

/** The records of a CSV text (no quoted line breaks in the check-in export's cells). */
const csvRows = (text: string) =>
  text
    .trimEnd()
    .split(/\r?\n/)
    .map((line) => line.split(','));

test('the owner checks members in at the gate: scanned, offline, typed; reads the log, downloads it, rotates the key', async ({
  page,
  request,
  context,
}) => {
  const [annual, weekly] = await demoCards(request);
  await signInAs(page, 'owner');
  await openDashboardTab(page, 'Owner Dashboard sections', 'Check in', { exact: true });
  await expect(page.getByRole('heading', { name: 'Check in', level: 2 })).toBeVisible();
  await expect(page.getByText(/^Revocations updated just now/)).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // The member's card, online: valid today; checked in; a second scan within a minute warns.
  await checkCard(page, annual);
  await expect(scanVerdict(page)).toContainText('Valid today');
  await expectAccessible(page);
  await scanVerdict(page).getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText(/^Checked in: Morgan Member · /)).toBeVisible();
  await page.getByRole('button', { name: 'Check card' }).click();
  await expect(page.getByText('This card was scanned less than a minute ago.')).toBeVisible();
  // Checked in once on this device, the card now shows its member's name and type.
  await expect(scanVerdict(page).getByText(/^Morgan Member · /)).toBeVisible();
  await expectAccessible(page);

  // The scanner is kept on this device: its page, its files (the QR decoder too) and the campgrounds.
  await expect(page.getByText(/This device opens the scanner without a connection/)).toBeVisible();

  // No signal: the other card still checks with the kept key, and its check-in waits in the queue.
  await context.setOffline(true);
  await checkCard(page, weekly);
  await expect(scanVerdict(page)).toContainText('Valid today');
  await scanVerdict(page).getByRole('button', { name: 'Check in' }).click();
  await expect(
    page.getByText('Checked in offline; it will be sent when the connection returns.'),
  ).toBeVisible();
  await expect(page.getByText(/1 check-in waiting to be sent/)).toBeVisible();
  await expectAccessible(page);

  // Reloaded with no signal, the scanner opens from what this device kept, still signed in, with the
  // check-in still waiting, and checks a card.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Check in', level: 2 })).toBeVisible();
  await expect(page.getByText(/1 check-in waiting to be sent/)).toBeVisible();
  await checkCard(page, weekly);
  await expect(scanVerdict(page)).toContainText('Valid today');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // A typed code needs the connection, and says so.
  const typed = page.getByRole('region', { name: 'No card? Check the membership code' });
  await typed.getByRole('textbox', { name: 'Membership code' }).fill(annual.code.toLowerCase());
  await typed.getByRole('textbox', { name: 'Member e-mail' }).fill(DEMO.member.email);
  await typed.getByRole('button', { name: 'Check code online' }).click();
  await expect(typed.getByText(/^Checking a code needs a connection/)).toBeVisible();

  // Back online: the queue is sent.
  await context.setOffline(false);
  await expect(page.getByText(/waiting to be sent/)).toBeHidden();
  await expectAccessible(page);

  // Typed code and e-mail, online: the same verdict, with the member's name and type.
  await typed.getByRole('button', { name: 'Check code online' }).click();
  await expect(typed.getByRole('status')).toContainText('Valid today');
  await expect(typed.getByText(/^Morgan Member · /)).toBeVisible();
  await typed.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText(/^Checked in: Morgan Member · /)).toBeVisible();
  // Another member's e-mail with this code names no membership.
  await typed.getByRole('textbox', { name: 'Member e-mail' }).fill(DEMO.staff.email);
  await typed.getByRole('button', { name: 'Check code online' }).click();
  await expect(typed.getByText('No membership with this code and e-mail at this campground.')).toBeVisible();
  await expectAccessible(page);

  // The log, read afresh: the scanned, the offline and the typed visits.
  await page.reload();
  await openDashboardTab(page, 'Owner Dashboard sections', 'Check in', { exact: true });
  const log = page.getByRole('list', { name: 'Check-ins' });
  await expect(log.getByRole('listitem').filter({ hasText: annual.code })).toHaveCount(2);
  await expect(log.getByRole('listitem').filter({ hasText: weekly.code })).toHaveCount(1);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // The log's dates as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^check-ins-pine-valley-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const rows = csvRows(await readFile((await download.path()) as string, 'utf8'));
  expect(rows[0]).toEqual([
    'Checked In (Campground Time)',
    'Checked In (UTC)',
    'Member',
    'Membership Type',
    'Membership Code',
    'Checked In By',
    'Device',
  ]);
  const visits = rows.slice(1);
  expect(visits.filter((row) => row[4] === annual.code)).toHaveLength(2);
  expect(visits.filter((row) => row[4] === weekly.code)).toHaveLength(1);
  for (const row of visits) expect([row[2], row[5]]).toEqual(['Morgan Member', DEMO.owner.email]);
  await expectAccessible(page);

  // Rotating the signing key, behind a confirmation; the cards signed before still check.
  await page.getByRole('button', { name: 'Rotate card signing key' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Rotate the card signing key?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Rotate card signing key' }).click();
  await expect(page.getByText('A new key signs your cards from now on.')).toBeVisible();
  await expectAccessible(page);
});

/** A visitor buys Pine Valley's Weekend plan by card on the public page, in a context of its own. */
async function buyWeekend(browser: Browser, testInfo: TestInfo, email: string) {
  const visitorContext = await browser.newContext(sameDevice(testInfo));
  const visitor = await visitorContext.newPage();
  await visitor.goto('/campground/pine-valley');
  await choosePlan(visitor, 'Weekend');
  const wizard = visitor.getByRole('dialog', { name: 'Purchase Weekend' });
  await fillPersonalInfo(visitor, wizard, {
    email,
    dateOfBirth: chicagoDate(0, -35),
    startDate: chicagoDate(),
  });
  await wizard.getByRole('button', { name: 'Next: Review Order' }).click();
  await wizard.getByRole('button', { name: 'Next: Payment' }).click();
  await payByCard(wizard, '4242 4242 4242 4242');
  await wizard.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(wizard.getByText('Congratulations!')).toBeVisible();
  await visitorContext.close();
}

/** The owner refunds the whole card payment of a membership, which cancels it. */
async function refundInFull(request: APIRequestContext, membershipId: string) {
  const headers = await bearerOf(request, DEMO.owner.email, 'owner');
  const member = await request.get(`/functions/v1/get-campground-member?membership_id=${membershipId}`, {
    headers,
  });
  expect(member.status()).toBe(200);
  const { payments } = ((await member.json()) as { data: { payment: { payments: { id: string }[] } } }).data
    .payment;
  expect(payments).toHaveLength(1);
  const refund = await callFunction<{ data: { membership: { status: string } } }>(
    request,
    'owner-refund-payment',
    { payment_id: payments[0]?.id, reason: 'Plans changed' },
    headers.Authorization.slice('Bearer '.length),
  );
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  expect(refund.body.data.membership.status).toBe('cancelled');
}

// A purchase by card in the journey: about twice an ordinary one.
test('a refunded membership is refused at the gate once the revocations have refreshed, offline too', async ({
  page,
  request,
  context,
  browser,
}, testInfo) => {
  test.slow();
  const buyer = uniqueEmail('gate-refund');
  await buyWeekend(browser, testInfo, buyer);
  await givePassword(request, buyer);
  const [card] = await pineValleyCards(request, buyer);
  if (!card) throw new Error('The purchase made no active membership');

  // The scanner knows the card: valid today.
  await signInAs(page, 'owner');
  await openDashboardTab(page, 'Owner Dashboard sections', 'Check in', { exact: true });
  await expect(page.getByText(/This device opens the scanner without a connection/)).toBeVisible();
  await checkCard(page, card);
  await expect(scanVerdict(page)).toContainText('Valid today');

  // The owner refunds the payment in full; the membership is cancelled.
  await refundInFull(request, card.id);

  // Offline before the scanner heard of it, the card still checks: the list is as old as its line says.
  await context.setOffline(true);
  await checkCard(page, card);
  await expect(scanVerdict(page)).toContainText('Valid today');

  // Back online, the revocations refresh and the card is refused.
  await context.setOffline(false);
  await expect(async () => {
    await checkCard(page, card);
    await expect(scanVerdict(page)).toContainText('Not valid: cancelled', { timeout: 1_000 });
  }).toPass();

  // Offline again, even reloaded, the scanner refuses it from what it kept.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Check in', level: 2 })).toBeVisible();
  await checkCard(page, card);
  await expect(scanVerdict(page)).toContainText('Not valid: cancelled');
  await expect(scanVerdict(page).getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await context.setOffline(false);
});
