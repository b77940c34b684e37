import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Badge } from '../Badge';
import { Skeleton } from '../Skeleton';
import { Cell, Column, Row, type SortDescriptor, Table, TableBody, TableHeader } from './Table';

const members = [
  { id: '1', name: 'Ana Ruiz', status: 'active', end: '2026-12-31' },
  { id: '2', name: 'Ben Cole', status: 'expired', end: '2025-10-01' },
  { id: '3', name: 'Cy Diaz', status: 'pending', end: '2027-01-15' },
];

function MembersTable({ rows, loading }: { rows: typeof members; loading?: boolean }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const sorted = [...rows].sort((a, b) => {
    const key = sort.column as 'name' | 'end';
    return (sort.direction === 'ascending' ? 1 : -1) * a[key].localeCompare(b[key]);
  });
  return (
    <Table aria-label="Members" aria-busy={loading || undefined} sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="status">Status</Column>
        <Column id="end" allowsSorting>
          Expiration
        </Column>
      </TableHeader>
      <TableBody
        items={loading ? [] : sorted}
        renderEmptyState={() =>
          loading ? <Skeleton lines={3} /> : <p className="cp-table__empty">No members yet</p>
        }
      >
        {(m) => (
          <Row id={m.id}>
            <Cell>{m.name}</Cell>
            <Cell>
              <Badge status={m.status}>{m.status}</Badge>
            </Cell>
            <Cell>{m.end}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Data display/Table',
  component: Table,
  render: () => <MembersTable rows={members} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: /Expiration/ });
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};
export const Empty: Story = { render: () => <MembersTable rows={[]} /> };
export const Loading: Story = { render: () => <MembersTable rows={members} loading /> };
