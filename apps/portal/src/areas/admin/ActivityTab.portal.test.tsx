import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCampground, failing, openAdmin, pageOf } from './open-admin.test-support';

const anEntry = (n: number) => ({
  id: `a-${n}`,
  actorId: 'u-owner',
  actorEmail: 'olivia@camppass.test',
  actorName: 'Olivia Owner',
  actorRole: 'owner',
  action: 'upload-campground-logo',
  campgroundId: 'c-1',
  campgroundName: 'Pine Valley',
  subjectId: 'c-1',
  before: { brandingLogoUrl: null },
  after: { brandingLogoUrl: `logo-${n}.png` },
  createdAt: '2026-06-01T12:00:00.000Z',
});

const campgrounds = () => [
  200,
  pageOf([aCampground('c-1', 'Pine Valley'), aCampground('c-2', 'Oak Hollow')]),
];

describe('super admin activity log', () => {
  it('pages through the whole log and filters it on the server by who, kind, campground and dates', async () => {
    const { server, user } = openAdmin('activity', {
      'admin-campgrounds': () => campgrounds() as [number, unknown],
      'admin-recent-activity': (body) => {
        const { page = 1 } = body as { page?: number };
        const entries = Array.from({ length: 20 }, (_, n) => anEntry((page - 1) * 20 + n));
        return [200, pageOf(entries, page, 20, 45)];
      },
    });
    const list = await screen.findByRole('list', { name: 'Activity Log' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Olivia Owner uploaded Pine Valley’s logo/,
    );
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.name === 'admin-recent-activity').at(-1)?.body).toEqual({
        page: 2,
        limit: 20,
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'Document reviews');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campground' }), 'Oak Hollow');
    await user.type(screen.getByRole('searchbox', { name: 'Who' }), 'olivia');
    await user.type(screen.getByLabelText('From'), '2026-06-01');
    await user.type(screen.getByLabelText('To'), '2026-06-02');
    await waitFor(() => {
      const body = server.calls.filter((c) => c.name === 'admin-recent-activity').at(-1)?.body as Record<
        string,
        unknown
      >;
      expect(body).toMatchObject({
        page: 1,
        limit: 20,
        search: 'olivia',
        kind: 'documents',
        campgroundId: 'c-2',
      });
      // Whole days in the browser's zone: from the start of the first to the start of the day after the last.
      expect(body.from).toBe(new Date(2026, 5, 1).toISOString());
      expect(body.to).toBe(new Date(2026, 5, 3).toISOString());
    });
  });

  it('says when nothing matches the filters, and Clear filters asks for everything again', async () => {
    const { user } = openAdmin('activity', {
      'admin-campgrounds': () => campgrounds() as [number, unknown],
      'admin-recent-activity': (body) =>
        (body as { kind?: string }).kind ? [200, pageOf([])] : [200, pageOf([anEntry(1)])],
    });
    await screen.findByRole('list', { name: 'Activity Log' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'Payments');
    expect(
      await screen.findByRole('heading', { name: 'No activity matches these filters' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('list', { name: 'Activity Log' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'What' })).toHaveValue('All changes');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says the log is empty, and what failed with Retry', async () => {
    let fail = true;
    const { user } = openAdmin('activity', {
      'admin-campgrounds': () => campgrounds() as [number, unknown],
      'admin-recent-activity': () => (fail ? failing() : [200, pageOf([])]),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to load activity: /);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
  });

  it('refuses a date range that ends before it starts', async () => {
    const { user } = openAdmin('activity', {
      'admin-campgrounds': () => campgrounds() as [number, unknown],
      'admin-recent-activity': () => [200, pageOf([])],
    });
    await screen.findByRole('heading', { name: 'No activity yet' });
    await user.type(screen.getByLabelText('To'), '2026-06-01');
    await user.type(screen.getByLabelText('From'), '2026-06-05');
    expect(
      await screen.findByText('The “From” date must be on or before the “To” date.'),
    ).toBeInTheDocument();
  });
});
