import { calendarDate, GATE_WORDS as WORDS } from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOwnerCampground, openOwnerTab } from '../open-owner-tab.test-support';
import { CheckInLog } from './CheckInLog';
import { checkInRange, startOfDayIn } from './check-in-log-dates';

const aRow = (n: number) => ({
  id: `ci-${n}`,
  clientId: `client-${n}`,
  membershipId: `m-${n}`,
  checkedBy: 'u-staff',
  device: 'Firefox on Android',
  checkedAt: '2026-07-04T15:05:00.000Z',
  recordedAt: '2026-07-04T15:05:01.000Z',
  membershipCode: `CODE${n}`,
  memberName: `Member ${n}`,
  membershipTypeName: 'Season Pass',
  checkedByEmail: 'staff@example.com',
});

const pageOf = (rows: unknown[], totalCount: number, page = 1) => ({
  success: true,
  data: { checkIns: rows },
  pagination: {
    page,
    limit: 20,
    totalCount,
    totalPages: Math.ceil(totalCount / 20),
    hasNextPage: page * 20 < totalCount,
    hasPreviousPage: page > 1,
  },
});

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

const chicago = (id: string) => anOwnerCampground(id, 'Pine Valley', { time_zone: 'America/Chicago' });

describe('the check-in log', () => {
  it('starts a day at midnight in the campground’s time zone, across clock changes', () => {
    expect(startOfDayIn(calendarDate('2026-07-04'), 'America/Chicago').toISOString()).toBe(
      '2026-07-04T05:00:00.000Z',
    );
    expect(startOfDayIn(calendarDate('2026-01-10'), 'America/Chicago').toISOString()).toBe(
      '2026-01-10T06:00:00.000Z',
    );
    expect(startOfDayIn(calendarDate('2026-03-08'), 'America/Chicago').toISOString()).toBe(
      '2026-03-08T06:00:00.000Z',
    );
    expect(checkInRange(calendarDate('2026-07-01'), calendarDate('2026-07-04'), 'Europe/Berlin')).toEqual({
      from: '2026-06-30T22:00:00.000Z',
      to: '2026-07-04T22:00:00.000Z',
    });
  });

  it('lists the visits with the member, type, local time, who checked in and the device', async () => {
    const urls: string[] = [];
    openOwnerTab(
      <CheckInLog />,
      {
        'list-check-ins': (_body, { url }) => {
          urls.push(url);
          return [200, pageOf([aRow(1)], 1)];
        },
      },
      { campgrounds: [chicago('c-log')] },
    );
    const list = await screen.findByRole('list', { name: WORDS.logTitle });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Member 1');
    expect(item).toHaveTextContent('Season Pass');
    // 15:05 UTC is 10:05 in Chicago in July.
    expect(item).toHaveTextContent('Jul 4, 2026, 10:05 AM');
    expect(item).toHaveTextContent('staff@example.com');
    expect(item).toHaveTextContent('Firefox on Android');
    expect(screen.getByText(WORDS.logTotal(1))).toBeInTheDocument();
    expect(queryOf(urls[0] ?? '')).toMatchObject({ campgroundId: 'c-log', page: '1', limit: '20' });
  });

  it('asks for the chosen dates from midnight to midnight in the campground’s zone', async () => {
    const urls: string[] = [];
    const { user } = openOwnerTab(
      <CheckInLog />,
      {
        'list-check-ins': (_body, { url }) => {
          urls.push(url);
          return [200, pageOf([], 0)];
        },
      },
      { campgrounds: [chicago('c-dates')] },
    );
    expect(await screen.findByText(WORDS.logEmpty)).toBeInTheDocument();
    const from = screen.getByLabelText(WORDS.logFrom);
    const to = screen.getByLabelText(WORDS.logTo);
    await user.clear(from);
    await user.type(from, '2026-07-01');
    await user.clear(to);
    await user.type(to, '2026-07-04');
    await user.click(screen.getByRole('button', { name: WORDS.logApply }));
    await waitFor(() =>
      expect(queryOf(urls.at(-1) ?? '')).toMatchObject({
        from: '2026-07-01T05:00:00.000Z',
        to: '2026-07-05T05:00:00.000Z',
      }),
    );
  });

  it('refuses a From date after the To date without asking', async () => {
    const urls: string[] = [];
    const { user } = openOwnerTab(
      <CheckInLog />,
      {
        'list-check-ins': (_body, { url }) => {
          urls.push(url);
          return [200, pageOf([], 0)];
        },
      },
      { campgrounds: [chicago('c-bad')] },
    );
    await screen.findByText(WORDS.logEmpty);
    const from = screen.getByLabelText(WORDS.logFrom);
    const to = screen.getByLabelText(WORDS.logTo);
    await user.clear(from);
    await user.type(from, '2026-07-05');
    await user.clear(to);
    await user.type(to, '2026-07-04');
    await user.click(screen.getByRole('button', { name: WORDS.logApply }));
    expect(await screen.findByText(WORDS.logBadRange)).toBeInTheDocument();
    expect(urls).toHaveLength(1);
  });

  it('pages through a long log', async () => {
    const pages: string[] = [];
    const { user } = openOwnerTab(
      <CheckInLog />,
      {
        'list-check-ins': (_body, { url }) => {
          const page = Number(queryOf(url).page);
          pages.push(String(page));
          return [200, pageOf([aRow(page)], 45, page)];
        },
      },
      { campgrounds: [chicago('c-pages')] },
    );
    await screen.findByText('Member 1');
    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Member 2')).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('says when the log could not be loaded and asks again', async () => {
    let failing = true;
    const { user } = openOwnerTab(
      <CheckInLog />,
      {
        'list-check-ins': () =>
          failing
            ? [500, { success: false, error: 'Boom', code: 'INTERNAL_ERROR' }]
            : [200, pageOf([aRow(3)], 1)],
      },
      { campgrounds: [chicago('c-fail')] },
    );
    expect(await screen.findByText(WORDS.logFailed)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: WORDS.logTryAgain }));
    expect(await screen.findByText('Member 3')).toBeInTheDocument();
  });
});
