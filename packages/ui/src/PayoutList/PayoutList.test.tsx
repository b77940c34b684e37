import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayoutList } from './PayoutList';

describe('PayoutList', () => {
  it('lists each payout with amount, status, arrival and a failure’s reason', () => {
    render(
      <PayoutList
        label="Recent payouts"
        emptyText="No payouts yet."
        items={[
          { id: 'po_2', amount: '$120.00', status: 'Paid', tone: 'success', arrival: 'Arrived 06/03/2026' },
          {
            id: 'po_1',
            amount: '$80.00',
            status: 'Failed',
            tone: 'danger',
            arrival: 'Expected 05/20/2026',
            note: 'Account closed',
          },
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Recent payouts' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '$120.00PaidArrived 06/03/2026',
      '$80.00FailedExpected 05/20/2026Account closed',
    ]);
  });

  it('says so when there are none', () => {
    render(<PayoutList label="Recent payouts" emptyText="No payouts yet." items={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No payouts yet.')).toBeInTheDocument();
  });
});
