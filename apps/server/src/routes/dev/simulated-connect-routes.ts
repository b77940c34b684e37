import type {
  AccountBalance,
  ConnectedAccount,
  PaymentGateway,
  Payout,
  SimulatedCardPayments,
} from '@camppass/core';
import { formatUsd } from '@camppass/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * Where the simulated gateway may send the owner back: a path of ours or a URL on our own origin.
 * Anything else (another host, `//host`, `javascript:`) is refused, so these pages redirect nowhere
 * else. Answers the absolute URL, or `null`.
 */
export function ownTarget(value: string | undefined | null, appBaseUrl: string): string | null {
  if (!value) return null;
  const origin = new URL(appBaseUrl).origin;
  if (!value.startsWith('/') && !value.startsWith(`${origin}/`) && value !== origin) return null;
  let url: URL;
  try {
    url = new URL(value, `${origin}/`);
  } catch {
    return null;
  }
  return url.origin === origin ? url.href : null;
}

const PAYOUT_PROBLEMS: Readonly<Record<string, string>> = {
  BALANCE_INSUFFICIENT:
    'There is no available balance to pay out yet: charges become available two days after they are made.',
  PAYOUTS_NOT_ALLOWED: 'Payouts are not enabled on this account: finish onboarding first.',
};

const STYLE = `body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#0f172a;background:#f8fafc}
main{background:#fff;border:1px solid #cbd5e1;border-radius:.5rem;padding:1.5rem}
.note{background:#fef3c7;border:1px solid #b45309;color:#78350f;padding:.5rem .75rem;border-radius:.375rem}
[role=alert]{background:#fee2e2;border:1px solid #b91c1c;color:#7f1d1d;padding:.5rem .75rem;border-radius:.375rem}
button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #1e3a8a;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1e3a8a}
a{color:#1d4ed8}dl{display:grid;grid-template-columns:12rem 1fr;gap:.25rem .75rem}dt{color:#475569}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.375rem;border-bottom:1px solid #e2e8f0}
.actions{display:flex;gap:1rem;align-items:center;flex-wrap:wrap;margin-top:1rem}form{margin:0}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p class="note">Development only: this page stands in for Stripe. No money moves.</p>
${body}</main></body></html>`;

const money = (cents: number, currency: string) =>
  currency === 'usd' ? formatUsd(cents) : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
const day = (date: Date) => date.toISOString().slice(0, 10);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const onboardPage = (accountId: string, returnUrl: string, refreshUrl: string) =>
  layout(
    'Simulated Stripe onboarding',
    `<p>Account <code>${escapeHtml(accountId)}</code> would now give Stripe its business, identity and bank details.</p>
<form method="post" action="/dev/connect/onboard">
<input type="hidden" name="account" value="${escapeHtml(accountId)}">
<input type="hidden" name="return_url" value="${escapeHtml(returnUrl)}">
<input type="hidden" name="refresh_url" value="${escapeHtml(refreshUrl)}">
<div class="actions"><button type="submit">Complete onboarding</button>
<a href="${escapeHtml(returnUrl)}">Leave without finishing</a></div>
</form>`,
  );

const expressPage = (
  account: ConnectedAccount,
  balance: AccountBalance,
  payouts: readonly Payout[],
  problem: string | undefined,
) => {
  const rows = payouts
    .map(
      (payout) =>
        `<tr><td>${day(payout.createdAt)}</td><td>${money(payout.amountCents, payout.currency)}</td><td>${escapeHtml(payout.status)}${
          payout.failureMessage ? ` (${escapeHtml(payout.failureMessage)})` : ''
        }</td><td>${day(payout.arrivalDate)}</td></tr>`,
    )
    .join('');
  const payoutButton = (outcome: 'paid' | 'failed', label: string, className: string) =>
    `<form method="post" action="/dev/connect/express/payout"><input type="hidden" name="account" value="${escapeHtml(account.id)}">
<input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${className}">${label}</button></form>`;
  return layout(
    'Simulated Express dashboard',
    `${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<h2>Account</h2><dl><dt>Account</dt><dd><code>${escapeHtml(account.id)}</code></dd>
<dt>Details submitted</dt><dd>${yesNo(account.detailsSubmitted)}</dd>
<dt>Charges enabled</dt><dd>${yesNo(account.chargesEnabled)}</dd>
<dt>Payouts enabled</dt><dd>${yesNo(account.payoutsEnabled)}</dd>
<dt>Still needed</dt><dd>${account.requirementsDue.length ? escapeHtml(account.requirementsDue.join(', ')) : 'Nothing'}</dd></dl>
<h2>Balance</h2><dl><dt>Available</dt><dd>${money(balance.availableCents, balance.currency)}</dd>
<dt>Pending</dt><dd>${money(balance.pendingCents, balance.currency)}</dd></dl>
<div class="actions">${payoutButton('paid', 'Send a payout', '')}${payoutButton('failed', 'Fail a payout', 'secondary')}</div>
<h2>Payouts</h2>${
      rows
        ? `<table><caption class="sr-only">Latest payouts, newest first</caption><thead><tr><th scope="col">Created</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Arrival</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No payouts yet.</p>'
    }`,
  );
};

const refuse = (c: Context<AppEnv>, status: 400 | 404, message: string) => {
  c.header('Cache-Control', 'no-store');
  return c.html(layout('Simulated Stripe', `<p role="alert">${escapeHtml(message)}</p>`), status);
};

const formValue = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? (form[name] as string) : undefined;

/**
 * `/dev/connect/onboard` and `/dev/connect/express`: the simulated gateway's hosted onboarding and
 * Express dashboard, where its account and login links lead. Only with the simulated gateway.
 */
export const simulatedConnectRoutes = (
  cards: SimulatedCardPayments,
  gateway: PaymentGateway,
  appBaseUrl: string,
) =>
  new Hono<AppEnv>()
    .get('/onboard', async (c) => {
      const accountId = c.req.query('account') ?? '';
      const returnUrl = ownTarget(c.req.query('return_url'), appBaseUrl);
      const refreshUrl = ownTarget(c.req.query('refresh_url'), appBaseUrl);
      if (!returnUrl || !refreshUrl)
        return refuse(c, 400, 'The return and refresh addresses must be on this site.');
      if (!(await gateway.retrieveConnectedAccount(accountId))) return refuse(c, 404, 'No such account.');
      c.header('Cache-Control', 'no-store');
      return c.html(onboardPage(accountId, returnUrl, refreshUrl));
    })
    .post('/onboard', async (c) => {
      const form = await c.req.parseBody();
      const returnUrl = ownTarget(formValue(form, 'return_url'), appBaseUrl);
      if (!returnUrl) return refuse(c, 400, 'The return address must be on this site.');
      if (!(await cards.completeOnboarding(formValue(form, 'account') ?? ''))) {
        return refuse(c, 404, 'No such account.');
      }
      return c.redirect(returnUrl, 303);
    })
    .get('/express', async (c) => {
      const accountId = c.req.query('account') ?? '';
      const account = await gateway.retrieveConnectedAccount(accountId);
      if (!account) return refuse(c, 404, 'No such account.');
      const [balance, payouts] = await Promise.all([
        gateway.retrieveBalance(accountId),
        gateway.listPayouts(accountId, 10),
      ]);
      c.header('Cache-Control', 'no-store');
      return c.html(expressPage(account, balance, payouts, PAYOUT_PROBLEMS[c.req.query('error') ?? '']));
    })
    .post('/express/payout', async (c) => {
      const form = await c.req.parseBody();
      const accountId = formValue(form, 'account') ?? '';
      const outcome = formValue(form, 'outcome');
      if (outcome !== 'paid' && outcome !== 'failed') return refuse(c, 400, 'Choose a payout outcome.');
      const payout = await cards.simulatePayout(accountId, outcome);
      if (!payout.ok && payout.code === 'ACCOUNT_NOT_FOUND') return refuse(c, 404, 'No such account.');
      const query = new URLSearchParams({ account: accountId, ...(payout.ok ? {} : { error: payout.code }) });
      return c.redirect(`/dev/connect/express?${query}`, 303);
    });
