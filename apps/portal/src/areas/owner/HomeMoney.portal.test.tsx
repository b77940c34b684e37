import {
  EARNINGS_PERIOD_ORDER,
  EARNINGS_WORDS,
  earningsOfficeLine,
  PAYOUTS_PANEL_WORDS,
} from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOwnerCampground, openOwner, ownerCampgroundsAnswer } from './owner-area.test-support';

const earnings = (fields: Record<string, unknown> = {}) => ({
  campground_id: 'c-1',
  period: 'this_month',
  from: '2026-06-01',
  to: '2026-06-15',
  time_zone: 'America/Chicago',
  currency: 'usd',
  gross_cents: 1_641_000,
  platform_fees_cents: 70_500,
  refunds_cents: 820_500,
  net_cents: 750_000,
  payment_count: 300,
  office_cents: 0,
  office_count: 0,
  ...fields,
});

const aPayout = (fields: Record<string, unknown> = {}) => ({
  id: 'po_1',
  amount_cents: 42_000,
  currency: 'usd',
  status: 'in_transit',
  arrival_date: '2026-06-05T00:00:00.000Z',
  created_at: '2026-06-03T00:00:00.000Z',
  failure_message: null,
  ...fields,
});

const ok = (data: unknown): [number, unknown] => [200, { success: true, data }];
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

const earningsCard = () => screen.findByRole('region', { name: EARNINGS_WORDS.title });
const payoutsPanel = () => screen.findByRole('region', { name: PAYOUTS_PANEL_WORDS.title });

describe('owner Home: earnings and payouts', () => {
  it('shows the four figures for this month, asks again for another period, and lists payouts', async () => {
    const asked: Record<string, string>[] = [];
    const { user } = openOwner('overview', {
      'owner-earnings': (_body, { url }) => {
        const query = queryOf(url);
        asked.push(query);
        return ok(
          query.period === 'last_month'
            ? earnings({
                period: 'last_month',
                from: '2026-05-01',
                to: '2026-05-31',
                net_cents: 12_345,
                payment_count: 1,
                office_cents: 9_900,
                office_count: 2,
              })
            : earnings(),
        );
      },
      'owner-payouts': () =>
        ok({
          state: 'live',
          balance: { available_cents: 120_000, pending_cents: 3_400, currency: 'usd' },
          payouts: [
            aPayout(),
            aPayout({
              id: 'po_0',
              status: 'failed',
              arrival_date: '2026-05-20T00:00:00.000Z',
              failure_message: 'Account closed',
            }),
          ],
        }),
    });
    const card = await earningsCard();
    await waitFor(() => expect(card).toHaveTextContent('$16,410.00'));
    const figures = within(card)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(figures).toEqual([
      '$16,410.00',
      EARNINGS_WORDS.grossHint,
      '$705.00',
      EARNINGS_WORDS.platformFeesHint,
      '$8,205.00',
      EARNINGS_WORDS.refundsHint,
      '$7,500.00',
      EARNINGS_WORDS.netHint,
    ]);
    expect(card).toHaveTextContent('300 card payments, 06/01/2026 to 06/15/2026');
    expect(asked[0]).toEqual({ campground_id: 'c-1', period: 'this_month' });

    await user.selectOptions(
      within(card).getByLabelText(EARNINGS_WORDS.period),
      EARNINGS_WORDS.periods.last_month,
    );
    await waitFor(() => expect(card).toHaveTextContent('$123.45'));
    expect(asked.at(-1)).toEqual({ campground_id: 'c-1', period: 'last_month' });
    expect(card).toHaveTextContent('1 card payment, 05/01/2026 to 05/31/2026');
    expect(card).toHaveTextContent(earningsOfficeLine(2, '$99.00'));

    const panel = await payoutsPanel();
    await waitFor(() => expect(panel).toHaveTextContent('$1,200.00'));
    expect(panel).toHaveTextContent('$34.00');
    const rows = within(within(panel).getByRole('list', { name: PAYOUTS_PANEL_WORDS.recent })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      '$420.00In transitExpected 06/05/2026',
      '$420.00FailedExpected 05/20/2026Account closed',
    ]);
  });

  it('asks for a custom range once both dates are given, and shows the server’s refusal', async () => {
    const asked: Record<string, string>[] = [];
    const { user } = openOwner('overview', {
      'owner-earnings': (_body, { url }) => {
        const query = queryOf(url);
        asked.push(query);
        return query.period === 'custom'
          ? [400, { success: false, error: EARNINGS_PERIOD_ORDER, code: 'VALIDATION_ERROR' }]
          : ok(earnings());
      },
      'owner-payouts': () => ok({ state: 'no_account', balance: null, payouts: [] }),
    });
    const card = await earningsCard();
    await waitFor(() => expect(card).toHaveTextContent('$7,500.00'));
    await user.selectOptions(
      within(card).getByLabelText(EARNINGS_WORDS.period),
      EARNINGS_WORDS.periods.custom,
    );
    await user.type(within(card).getByLabelText(EARNINGS_WORDS.from), '2026-06-10');
    await user.type(within(card).getByLabelText(EARNINGS_WORDS.to), '2026-06-01');
    expect(asked.some((query) => query.period === 'custom')).toBe(false);
    await user.click(within(card).getByRole('button', { name: EARNINGS_WORDS.apply }));
    await waitFor(() => expect(within(card).getByRole('alert')).toHaveTextContent(EARNINGS_PERIOD_ORDER));
    expect(asked.at(-1)).toEqual({
      campground_id: 'c-1',
      period: 'custom',
      from: '2026-06-10',
      to: '2026-06-01',
    });

    expect(await payoutsPanel()).toHaveTextContent(PAYOUTS_PANEL_WORDS.noAccount);
  });

  it('says the live balance is unavailable when only recorded payouts came, and retries a failed read', async () => {
    let failing = true;
    const { user } = openOwner('overview', {
      'owner-earnings': () =>
        failing ? [500, { success: false, error: 'Database unavailable', code: 'INTERNAL' }] : ok(earnings()),
      'owner-payouts': () => ok({ state: 'recorded', balance: null, payouts: [aPayout({ status: 'paid' })] }),
    });
    const card = await earningsCard();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(EARNINGS_WORDS.error);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: EARNINGS_WORDS.retry }));
    await waitFor(() => expect(card).toHaveTextContent('$7,500.00'));

    const panel = await payoutsPanel();
    await waitFor(() => expect(panel).toHaveTextContent(PAYOUTS_PANEL_WORDS.liveUnavailable));
    expect(panel).toHaveTextContent('$420.00PaidArrived 06/05/2026');
  });

  it('shows staff neither card and never asks', async () => {
    const opened = openOwner('overview', {
      'owner-campgrounds': () => ownerCampgroundsAnswer([anOwnerCampground({ caller_role: 'staff' })]),
    });
    await screen.findByRole('heading', { name: 'Your Campgrounds' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: EARNINGS_WORDS.title })).toBeNull();
    expect(opened.server.calls.map((call) => call.name)).not.toContain('owner-earnings');
  });
});
