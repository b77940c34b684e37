import type { MemberPayment } from '@camppass/client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';
import { aDashboard, demoMemberships } from './testing/member-data';

const member = aUser();

const aPayment = (id: string, amount: number, date: string, status: MemberPayment['status'] = 'succeeded') =>
  ({
    id,
    status,
    amount,
    currency: 'usd',
    date,
    membershipCode: `PINE-${id.toUpperCase()}`,
    description: `${id} membership`,
    paymentMethod: 'card',
    refunded: false,
    refundedAmount: 0,
    campgroundName: 'Pine Lake',
    membershipType: id,
    transactionId: `pi_${id}`,
    stripePaymentIntentId: `pi_${id}`,
    connected_account_id: null,
    application_fee_amount: null,
    user_id: member.id,
  }) satisfies MemberPayment;

const PAYMENTS = [
  aPayment('annual', 120_000, '2026-11-15T16:00:00.000Z'),
  aPayment('weekly', 14_000, '2026-11-22T16:00:00.000Z', 'pending'),
  aPayment('weekend', 6_000, '2026-09-26T16:00:00.000Z'),
];

/** member-payments as the server answers it: sorted by the query's field and direction. */
const sortedPayments = (url: string): [number, unknown] => {
  const query = new URL(url, 'http://portal.test').searchParams;
  const field = query.get('sortField') ?? 'date';
  const sign = query.get('sortDirection') === 'asc' ? 1 : -1;
  const key = (p: MemberPayment) => (field === 'amount' ? p.amount : field === 'status' ? p.status : p.date);
  const payments = [...PAYMENTS].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
  return [
    200,
    {
      success: true,
      data: {
        payments,
        pagination: {
          page: 1,
          limit: 20,
          totalCount: payments.length,
          totalPages: 1,
          hasNextPage: false,
          hasPreviousPage: false,
        },
      },
    },
  ];
};

const open = (payments: (url: string) => [number, unknown] | 'network' = sortedPayments) => {
  const server = fakeServer({
    'get-user-profile': () => [200, { success: true, user: member }],
    'get-member-dashboard': () => [200, aDashboard(demoMemberships(), PAYMENTS)],
    'member-payments': (_body, request) => payments(request.url),
  });
  const view = renderPortal('/member-dashboard?tab=payments', {
    fetch: server.fetch,
    session: { user: member, tokens: someTokens() },
  });
  return { ...view, server };
};

const listedTitles = () =>
  within(screen.getByRole('list', { name: 'Payment History' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.pm-line__title')?.textContent);

describe('member payments tab (02 §2)', () => {
  it('shows the summary cards and the payments newest first', async () => {
    open();
    expect(await screen.findByRole('group', { name: 'Total Spent' })).toHaveTextContent('$1,260.00');
    expect(screen.getByRole('group', { name: 'Transactions' })).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: 'Successful' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Pending' })).toHaveTextContent('1');
    await screen.findByRole('list', { name: 'Payment History' });
    expect(listedTitles()).toEqual(['weekly membership', 'annual membership', 'weekend membership']);
  });

  it('shows the server’s total paid as Total Spent, a refunded payment taken off', async () => {
    const refunded = {
      ...aPayment('refunded', 50_000, '2026-11-01T16:00:00.000Z'),
      refunded: true,
      refundedAmount: 50_000,
    };
    const dashboard = aDashboard(demoMemberships(), [...PAYMENTS, refunded]);
    expect(dashboard.data.summary.totalPaidCents).toBe(126_000);
    const server = fakeServer({
      'get-user-profile': () => [200, { success: true, user: member }],
      'get-member-dashboard': () => [
        200,
        {
          ...dashboard,
          data: { ...dashboard.data, summary: { ...dashboard.data.summary, totalPaidCents: 77_700 } },
        },
      ],
      'member-payments': (_body, request) => sortedPayments(request.url),
    });
    renderPortal('/member-dashboard?tab=payments', {
      fetch: server.fetch,
      session: { user: member, tokens: someTokens() },
    });
    expect(await screen.findByRole('group', { name: 'Total Spent' })).toHaveTextContent('$777.00');
    expect(screen.getByRole('group', { name: 'Transactions' })).toHaveTextContent('4');
  });

  it.each([
    ['Date (Oldest First)', 'date', 'asc', ['weekend membership', 'annual membership', 'weekly membership']],
    [
      'Amount (High to Low)',
      'amount',
      'desc',
      ['annual membership', 'weekly membership', 'weekend membership'],
    ],
    [
      'Amount (Low to High)',
      'amount',
      'asc',
      ['weekend membership', 'weekly membership', 'annual membership'],
    ],
    ['Status', 'status', 'asc', ['weekly membership', 'annual membership', 'weekend membership']],
  ])('sorting by %s asks the server for %s %s', async (label, field, direction, titles) => {
    const asked: URLSearchParams[] = [];
    const { user } = open((url) => {
      asked.push(new URL(url, 'http://portal.test').searchParams);
      return sortedPayments(url);
    });
    await screen.findByRole('list', { name: 'Payment History' });
    await user.selectOptions(screen.getByLabelText('Sort by'), label);
    await within(await screen.findByRole('list', { name: 'Payment History' })).findByText(
      titles[0] as string,
    );
    expect(listedTitles()).toEqual(titles);
    expect(asked.map((q) => [q.get('sortField'), q.get('sortDirection'), q.get('page')])).toEqual([
      ['date', 'desc', '1'],
      [field, direction, '1'],
    ]);
  });

  it('a succeeded payment wears the success badge, a pending one the warning badge', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Payment History' });
    const row = (title: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes(title)) as HTMLElement;
    expect(within(row('annual membership')).getByText('succeeded')).toHaveAttribute('data-tone', 'success');
    expect(within(row('weekly membership')).getByText('pending')).toHaveAttribute('data-tone', 'warning');
  });

  it('shows Refunded and Partly refunded with the amount given back', async () => {
    const answer = (): [number, unknown] => {
      const [status, body] = sortedPayments('/member-payments');
      const data = (body as { data: { payments: MemberPayment[] } }).data;
      const payments = data.payments.map((p) =>
        p.id === 'annual'
          ? { ...p, refundedAmount: 40_000 }
          : p.id === 'weekend'
            ? { ...p, refunded: true, refundedAmount: 6_000 }
            : p,
      );
      return [status, { ...(body as object), data: { ...data, payments } }];
    };
    open(answer);
    const list = await screen.findByRole('list', { name: 'Payment History' });
    const row = (title: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes(title)) as HTMLElement;
    expect(within(row('annual membership')).getByText('Partly refunded: $400.00')).toBeVisible();
    expect(within(row('weekend membership')).getByText('Refunded')).toBeVisible();
    expect(within(row('weekly membership')).queryByText(/refunded/i)).toBeNull();
  });

  it('a payment expands to its details and collapses again', async () => {
    const { user } = open();
    await screen.findByRole('list', { name: 'Payment History' });
    const toggle = screen.getByRole('button', { name: /^View Details: annual membership/ });
    await user.click(toggle);
    expect(screen.getByText('Transaction ID').nextSibling).toHaveTextContent('pi_annual');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: /^Hide Details: annual membership/ }));
    expect(screen.queryByText('Transaction ID')).toBeNull();
  });

  it('shows No Payments Yet, and a failed list with Try Again', async () => {
    let fail = true;
    const empty = {
      success: true,
      data: {
        payments: [],
        pagination: {
          page: 1,
          limit: 20,
          totalCount: 0,
          totalPages: 0,
          hasNextPage: false,
          hasPreviousPage: false,
        },
      },
    };
    const { user } = open(() => (fail ? 'network' : [200, empty]));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'No Payments Yet' })).toBeInTheDocument();
  });
});
