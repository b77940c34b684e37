import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Cell, Column, Row, type SortDescriptor, Table, TableBody, TableHeader } from './Table';

const members = [
  { id: '1', name: 'Ana Ruiz', joined: '2026-02-01' },
  { id: '2', name: 'Ben Cole', joined: '2025-11-15' },
  { id: '3', name: 'Cy Diaz', joined: '2026-05-20' },
];

function MembersTable({ rows = members }: { rows?: typeof members }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'joined', direction: 'descending' });
  const sorted = [...rows].sort((a, b) => {
    const key = sort.column as 'name' | 'joined';
    const order = a[key].localeCompare(b[key]);
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <Table aria-label="Members" sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="joined" allowsSorting>
          Join Date
        </Column>
      </TableHeader>
      <TableBody items={sorted} renderEmptyState={() => <p className="cp-table__empty">No members yet</p>}>
        {(m) => (
          <Row id={m.id}>
            <Cell>{m.name}</Cell>
            <Cell>{m.joined}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('Table', () => {
  it('exposes the sorted column with aria-sort', () => {
    render(<MembersTable />);
    expect(screen.getByRole('columnheader', { name: /Join Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(firstColumn()).toEqual(['Cy Diaz', 'Ana Ruiz', 'Ben Cole']);
  });

  it('sorts by a clicked column and reverses on a second click', async () => {
    const user = userEvent.setup();
    render(<MembersTable />);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    await user.click(name);
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['Ana Ruiz', 'Ben Cole', 'Cy Diaz']);
    await user.click(name);
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['Cy Diaz', 'Ben Cole', 'Ana Ruiz']);
  });

  it('shows its empty state without rows', () => {
    render(<MembersTable rows={[]} />);
    expect(
      within(screen.getByRole('grid', { name: 'Members' })).getByText('No members yet'),
    ).toBeInTheDocument();
  });
});
