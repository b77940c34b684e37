import type { MemberDashboardResponse, MemberPayment, MemberPaymentsQuery } from '@camppass/client';
import {
  formatUsd,
  MEMBER_PAYMENT_SORTS,
  refundStateLabel,
  MEMBER_DASHBOARD_WORDS as WORDS,
} from '@camppass/domain';
import { Badge, Button, Card, EmptyState, NativeSelect, Pagination, StatCard } from '@camppass/ui';
import { useId, useState } from 'react';
import { LoadFailed, Loading, WithDashboard } from './LoadState';
import { useMemberPayments } from './member-queries';
import { showInstantDate } from './membership-format';

/** Payments per page of the list. */
const PAYMENTS_PAGE_SIZE = 20;

/** The Payments tab (02 §2): summary cards and the payment list, sorted by the server. */
export function PaymentsTab() {
  return (
    <div className="pm-stack">
      <WithDashboard>{(data) => <PaymentSummary {...data} />}</WithDashboard>
      <PaymentList />
    </div>
  );
}

/** The summary cards; Total Spent is the server's total paid, refunds taken off. */
function PaymentSummary({ payments, summary }: MemberDashboardResponse['data']) {
  const succeeded = payments.filter((p) => p.status === 'succeeded');
  return (
    <div className="pm-stats">
      <StatCard label={WORDS.totalSpent} value={formatUsd(summary.totalPaidCents)} />
      <StatCard label={WORDS.transactions} value={payments.length} />
      <StatCard label={WORDS.successful} value={succeeded.length} />
      <StatCard label={WORDS.pending} value={payments.filter((p) => p.status === 'pending').length} />
    </div>
  );
}

function PaymentList() {
  const [sortLabel, setSortLabel] = useState<string>(MEMBER_PAYMENT_SORTS[0].label);
  const [page, setPage] = useState(1);
  const sort = MEMBER_PAYMENT_SORTS.find((s) => s.label === sortLabel) ?? MEMBER_PAYMENT_SORTS[0];
  const query: MemberPaymentsQuery = {
    sortField: sort.field,
    sortDirection: sort.direction,
    page,
    pageSize: PAYMENTS_PAGE_SIZE,
  };
  const payments = useMemberPayments(query);
  const list = payments.data?.data;

  return (
    <Card
      title={WORDS.paymentHistory}
      headingLevel={2}
      actions={
        <NativeSelect
          label={WORDS.sortBy}
          value={sortLabel}
          options={MEMBER_PAYMENT_SORTS.map((s) => s.label)}
          onChange={(label) => {
            setSortLabel(label);
            setPage(1);
          }}
        />
      }
    >
      {payments.loading ? (
        <Loading label={WORDS.loadingPayments} />
      ) : !list ? (
        payments.error && <LoadFailed message={payments.error.message} onRetry={payments.retry} />
      ) : list.payments.length === 0 ? (
        <EmptyState headingLevel={3} title={WORDS.noPayments} description={WORDS.noPaymentsDescription} />
      ) : (
        <>
          <ul className="pm-list" aria-label={WORDS.paymentHistory}>
            {list.payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
          {list.pagination.totalPages > 1 && (
            <Pagination
              page={list.pagination.page}
              pageSize={list.pagination.limit}
              totalCount={list.pagination.totalCount}
              onPageChange={setPage}
            />
          )}
        </>
      )}
    </Card>
  );
}

function PaymentRow({ payment }: { payment: MemberPayment }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const title = payment.description || payment.membershipType || payment.transactionId;
  // "Refunded", or "Partly refunded: $40.00"; nothing when no money went back.
  const refundState = refundStateLabel(
    payment.refunded ? payment.amount : payment.refundedAmount,
    payment.amount,
    formatUsd(payment.refundedAmount),
  );
  return (
    <li className="pm-line">
      <div>
        <p className="pm-line__title">{title}</p>
        <p className="pm-line__meta">
          {showInstantDate(payment.date)}
          {payment.campgroundName && ` · ${payment.campgroundName}`}
        </p>
      </div>
      <div className="pm-line__end">
        <span className="pm-line__title">{formatUsd(payment.amount)}</span>
        <span>
          <Badge status={payment.status}>{payment.status}</Badge>
          {refundState && (
            <>
              {' '}
              <Badge tone="neutral">{refundState}</Badge>
            </>
          )}
        </span>
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          aria-label={`${open ? WORDS.hideDetails : WORDS.viewDetails}: ${title}, ${showInstantDate(payment.date)}`}
          onPress={() => setOpen((shown) => !shown)}
        >
          {open ? WORDS.hideDetails : WORDS.viewDetails}
        </Button>
      </div>
      {open && (
        <dl id={detailsId} className="pm-details pm-line__details" aria-label={WORDS.paymentDetails}>
          <dt>{WORDS.transactionId}</dt>
          <dd>{payment.transactionId}</dd>
          {payment.membershipCode && (
            <>
              <dt>{WORDS.membershipCode}</dt>
              <dd>{payment.membershipCode}</dd>
            </>
          )}
          {payment.paymentMethod && (
            <>
              <dt>{WORDS.paymentMethod}</dt>
              <dd>{payment.paymentMethod}</dd>
            </>
          )}
          <dt>{WORDS.status}</dt>
          <dd>{refundState ? `${payment.status} (${refundState})` : payment.status}</dd>
        </dl>
      )}
    </li>
  );
}
