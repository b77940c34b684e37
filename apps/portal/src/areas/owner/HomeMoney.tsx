import type { OwnerEarningsQuery, OwnerPayout } from '@camppass/client';
import {
  calendarDate,
  EARNINGS_PERIODS,
  EARNINGS_WORDS,
  type EarningsPeriodName,
  earningsOfficeLine,
  earningsSummary,
  formatMMDDYYYY,
  formatUsd,
  PAYOUT_STATUS_WORDS,
  PAYOUTS_PANEL_WORDS,
} from '@camppass/domain';
import {
  type BadgeTone,
  Banner,
  Button,
  Card,
  MoneyFigures,
  NativeSelect,
  PayoutList,
  type PayoutListItem,
  Select,
  SelectItem,
  TextField,
} from '@camppass/ui';
import { useState } from 'react';
import { useOwnerEarnings, useOwnerPayouts } from './money-queries';
import { useOwnerArea } from './owner-area';

/**
 * Home's money (docs/decisions/owner-area.md#earnings-on-the-owners-home): the Earnings card and the
 * Payouts panel of one campground the caller owns (staff see neither), the chosen one by default.
 */
export function HomeMoney() {
  const area = useOwnerArea();
  const owned = area.campgrounds.filter((campground) => campground.caller_role !== 'staff');
  const campgroundId = owned.find((c) => c.id === area.selectedCampgroundId)?.id ?? owned[0]?.id ?? null;
  if (campgroundId === null) return null;
  return (
    <div className="owner-money">
      {owned.length > 1 && (
        <Select
          label={EARNINGS_WORDS.campground}
          items={owned}
          selectedKey={campgroundId}
          onSelectionChange={(key) => key != null && area.selectCampground(String(key))}
        >
          {(campground) => <SelectItem id={campground.id}>{campground.name}</SelectItem>}
        </Select>
      )}
      <EarningsCard key={`earnings-${campgroundId}`} campgroundId={campgroundId} />
      <PayoutsPanel key={`payouts-${campgroundId}`} campgroundId={campgroundId} />
    </div>
  );
}

const PERIOD_LABELS = EARNINGS_PERIODS.map((period) => EARNINGS_WORDS.periods[period]);
const periodOf = (label: string): EarningsPeriodName =>
  EARNINGS_PERIODS.find((period) => EARNINGS_WORDS.periods[period] === label) ?? 'this_month';
const shown = (date: string) => formatMMDDYYYY(calendarDate(date));

function EarningsCard({ campgroundId }: { readonly campgroundId: string }) {
  const [period, setPeriod] = useState<EarningsPeriodName>('this_month');
  const [range, setRange] = useState({ from: '', to: '' });
  const [asked, setAsked] = useState({ from: '', to: '' });
  const query: OwnerEarningsQuery =
    period === 'custom'
      ? { campground_id: campgroundId, period, from: asked.from, to: asked.to }
      : { campground_id: campgroundId, period };
  const waiting = period === 'custom' && (!asked.from || !asked.to);
  return (
    <Card title={EARNINGS_WORDS.title} className="owner-money__card">
      <div className="owner-money__controls">
        <NativeSelect
          label={EARNINGS_WORDS.period}
          value={EARNINGS_WORDS.periods[period]}
          options={PERIOD_LABELS}
          onChange={(label) => setPeriod(periodOf(label))}
        />
        {period === 'custom' && (
          <form
            className="owner-money__range"
            onSubmit={(event) => {
              event.preventDefault();
              setAsked(range);
            }}
          >
            <TextField
              label={EARNINGS_WORDS.from}
              type="date"
              value={range.from}
              onChange={(from) => setRange((r) => ({ ...r, from }))}
            />
            <TextField
              label={EARNINGS_WORDS.to}
              type="date"
              value={range.to}
              onChange={(to) => setRange((r) => ({ ...r, to }))}
            />
            <Button type="submit" variant="secondary">
              {EARNINGS_WORDS.apply}
            </Button>
          </form>
        )}
      </div>
      {!waiting && <EarningsResult query={query} />}
    </Card>
  );
}

/** The figures of one period, asked once the period is complete. */
function EarningsResult({ query }: { readonly query: OwnerEarningsQuery }) {
  const earnings = useOwnerEarnings(query);
  const data = earnings.data?.data;
  if (earnings.error)
    return (
      <Banner
        variant="error"
        title={earnings.error.code === 'VALIDATION_ERROR' ? earnings.error.message : EARNINGS_WORDS.error}
      >
        <Button variant="secondary" onPress={earnings.retry}>
          {EARNINGS_WORDS.retry}
        </Button>
      </Banner>
    );
  const figures = [
    { label: EARNINGS_WORDS.gross, value: formatUsd(data?.gross_cents ?? 0), hint: EARNINGS_WORDS.grossHint },
    {
      label: EARNINGS_WORDS.platformFees,
      value: formatUsd(data?.platform_fees_cents ?? 0),
      hint: EARNINGS_WORDS.platformFeesHint,
    },
    {
      label: EARNINGS_WORDS.refunds,
      value: formatUsd(data?.refunds_cents ?? 0),
      hint: EARNINGS_WORDS.refundsHint,
    },
    {
      label: EARNINGS_WORDS.net,
      value: formatUsd(data?.net_cents ?? 0),
      hint: EARNINGS_WORDS.netHint,
      isTotal: true,
    },
  ];
  return (
    <>
      <MoneyFigures label={EARNINGS_WORDS.title} figures={figures} isLoading={earnings.loading} />
      <p className="owner-card-text" aria-live="polite">
        {earnings.loading
          ? EARNINGS_WORDS.loading
          : data && data.payment_count === 0
            ? EARNINGS_WORDS.empty
            : data && earningsSummary(data.payment_count, shown(data.from), shown(data.to))}
      </p>
      {data && data.office_count > 0 && (
        <p className="owner-card-text">
          {earningsOfficeLine(data.office_count, formatUsd(data.office_cents))}
        </p>
      )}
    </>
  );
}

const PAYOUT_TONES: Record<OwnerPayout['status'], BadgeTone> = {
  paid: 'success',
  pending: 'neutral',
  in_transit: 'info',
  canceled: 'warning',
  failed: 'danger',
};

const payoutItem = (payout: OwnerPayout): PayoutListItem => {
  const day = shown(payout.arrival_date.slice(0, 10));
  return {
    id: payout.id,
    amount: formatUsd(payout.amount_cents),
    status: PAYOUT_STATUS_WORDS[payout.status],
    tone: PAYOUT_TONES[payout.status],
    arrival: `${payout.status === 'paid' ? PAYOUTS_PANEL_WORDS.arrived : PAYOUTS_PANEL_WORDS.expected} ${day}`,
    ...(payout.failure_message ? { note: payout.failure_message } : {}),
  };
};

function PayoutsPanel({ campgroundId }: { readonly campgroundId: string }) {
  const payouts = useOwnerPayouts({ campground_id: campgroundId });
  const data = payouts.data?.data;
  return (
    <Card title={PAYOUTS_PANEL_WORDS.title} className="owner-money__card">
      {payouts.error ? (
        <Banner variant="error" title={PAYOUTS_PANEL_WORDS.error}>
          <Button variant="secondary" onPress={payouts.retry}>
            {PAYOUTS_PANEL_WORDS.retry}
          </Button>
        </Banner>
      ) : payouts.loading || !data ? (
        <p className="owner-card-text" aria-live="polite">
          {PAYOUTS_PANEL_WORDS.loading}
        </p>
      ) : data.state === 'no_account' ? (
        <p className="owner-card-text">{PAYOUTS_PANEL_WORDS.noAccount}</p>
      ) : (
        <>
          {data.balance ? (
            <MoneyFigures
              label={PAYOUTS_PANEL_WORDS.title}
              figures={[
                {
                  label: PAYOUTS_PANEL_WORDS.available,
                  value: formatUsd(data.balance.available_cents),
                  hint: PAYOUTS_PANEL_WORDS.availableHint,
                },
                {
                  label: PAYOUTS_PANEL_WORDS.pending,
                  value: formatUsd(data.balance.pending_cents),
                  hint: PAYOUTS_PANEL_WORDS.pendingHint,
                },
              ]}
            />
          ) : (
            <Banner variant="info" title={PAYOUTS_PANEL_WORDS.liveUnavailable} />
          )}
          <h3 className="owner-money__subtitle">{PAYOUTS_PANEL_WORDS.recent}</h3>
          <PayoutList
            label={PAYOUTS_PANEL_WORDS.recent}
            emptyText={PAYOUTS_PANEL_WORDS.none}
            items={data.payouts.map(payoutItem)}
          />
        </>
      )}
    </Card>
  );
}
