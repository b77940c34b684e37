import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

function Members({ total = 95, onPageChange }: { total?: number; onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      pageSize={10}
      totalCount={total}
      onPageChange={(p) => {
        setPage(p);
        onPageChange?.(p);
      }}
    />
  );
}

describe('Pagination', () => {
  it('shows the range, five pages and the current page', () => {
    render(<Members />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Showing 1 to 10 of 95');
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('moves with Next, page numbers and Previous, sliding the window', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Members onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(screen.getByText('Showing 41 to 50 of 95')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('stops at the last page', async () => {
    const user = userEvent.setup();
    render(<Members total={12} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Showing 11 to 12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says more than the counted total when the count stopped, and offers the page after it', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={10} pageSize={10} totalCount={100} totalCapped onPageChange={onPageChange} />);
    const navigation = screen.getByRole('navigation', { name: 'Pagination' });
    expect(navigation).toHaveTextContent('Showing 91 to 100 of more than 100');
    expect(screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual([
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(11);
  });

  it('takes translated labels', () => {
    render(
      <Pagination
        page={1}
        pageSize={10}
        totalCount={0}
        onPageChange={() => {}}
        labels={{ summary: (f, t, n) => `showing ${f} to ${t} of ${n}` }}
      />,
    );
    expect(screen.getByText('showing 0 to 0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
