import { parseCalendarDate, GATE_WORDS as WORDS } from '@camppass/domain';
import { Banner, Button, EmptyState, Pagination, Skeleton, TextField } from '@camppass/ui';
import { type FormEvent, useId, useState } from 'react';
import { LoadFailed } from '../../../shared/LoadFailed';
import { useOwnerArea } from '../owner-area';
import { CheckInsDownload } from './CheckInsDownload';
import { checkInRange, lastWeekIn, visitTimeIn } from './check-in-log-dates';
import { useCheckIns } from './check-in-queries';
import './check-in-log.css';

const PAGE_SIZE = 20;

/**
 * The campground's check-in log (issue 28): who came in, when (in the campground's time zone), who
 * checked them in and on which device, between two dates, newest first, a page at a time.
 */
export function CheckInLog() {
  const area = useOwnerArea();
  const campground =
    area.campgrounds.find((c) => c.id === area.selectedCampgroundId) ?? area.campgrounds[0] ?? null;
  const zone = campground?.time_zone ?? 'UTC';
  const [initial] = useState(() => lastWeekIn(new Date(), zone));
  const [range, setRange] = useState<{ from: string; to: string }>(initial);
  const [asked, setAsked] = useState(initial);
  const [badRange, setBadRange] = useState(false);
  const [page, setPage] = useState(1);
  const titleId = useId();
  const log = useCheckIns({
    campgroundId: campground?.id ?? '',
    ...checkInRange(asked.from, asked.to, zone),
    page,
    limit: PAGE_SIZE,
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const from = parseCalendarDate(range.from);
    const to = parseCalendarDate(range.to);
    const valid = from !== null && to !== null && from <= to;
    setBadRange(!valid);
    if (!valid) return;
    setAsked({ from, to });
    setPage(1);
  };

  if (!campground) return null;
  const rows = log.data?.data.checkIns ?? [];
  const total = log.data?.pagination.totalCount ?? 0;
  return (
    <section className="gate-log" aria-labelledby={titleId} aria-busy={log.loading || undefined}>
      <h3 id={titleId}>{WORDS.logTitle}</h3>
      <form className="gate-log__range" onSubmit={apply}>
        <TextField
          label={WORDS.logFrom}
          type="date"
          value={range.from}
          onChange={(from) => setRange((r) => ({ ...r, from }))}
        />
        <TextField
          label={WORDS.logTo}
          type="date"
          value={range.to}
          onChange={(to) => setRange((r) => ({ ...r, to }))}
        />
        <Button type="submit" variant="secondary">
          {WORDS.logApply}
        </Button>
      </form>
      {badRange ? <Banner variant="error">{WORDS.logBadRange}</Banner> : null}
      <CheckInsDownload
        campgroundId={campground.id}
        slug={campground.slug}
        from={asked.from}
        to={asked.to}
        zone={zone}
      />
      {log.error ? (
        <LoadFailed message={WORDS.logFailed} onRetry={log.retry} retryLabel={WORDS.logTryAgain} />
      ) : log.loading ? (
        <>
          <span role="status" className="cp-visually-hidden">
            {WORDS.logLoading}
          </span>
          <div aria-hidden="true">
            <Skeleton lines={4} />
          </div>
        </>
      ) : rows.length === 0 ? (
        <EmptyState title={WORDS.logEmpty} />
      ) : (
        <>
          <p className="gate-log__total" role="status">
            {WORDS.logTotal(total)}
          </p>
          <ul className="gate-log__list" aria-label={WORDS.logTitle}>
            {rows.map((row) => (
              <li key={row.id} className="gate-log__row">
                <p className="gate-log__who">
                  <strong>{row.memberName}</strong> · {row.membershipTypeName}
                </p>
                <dl className="gate-log__facts">
                  <dt>{WORDS.logColumns.when}</dt>
                  <dd>
                    <time dateTime={row.checkedAt}>{visitTimeIn(row.checkedAt, zone)}</time>
                  </dd>
                  <dt>{WORDS.logColumns.code}</dt>
                  <dd>{row.membershipCode}</dd>
                  <dt>{WORDS.logColumns.by}</dt>
                  <dd>{row.checkedByEmail ?? '—'}</dd>
                  <dt>{WORDS.logColumns.device}</dt>
                  <dd className="gate-log__device">{row.device || '—'}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      {!log.error && total > PAGE_SIZE ? (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          totalCount={total}
          onPageChange={setPage}
          isDisabled={log.loading}
        />
      ) : null}
    </section>
  );
}
