import { calendarDate, GATE_WORDS as WORDS } from '@camppass/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOwnerCampground, openOwnerTab } from '../open-owner-tab.test-support';
import { CheckInLog } from './CheckInLog';
import { checkInRange } from './check-in-log-dates';

const emptyPage = {
  success: true,
  data: { checkIns: [] },
  pagination: {
    page: 1,
    limit: 20,
    totalCount: 0,
    totalPages: 0,
    hasNextPage: false,
    hasPreviousPage: false,
  },
};

const openLog = (exportAnswer: () => [number, unknown]) => {
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:check-ins');
  URL.revokeObjectURL = vi.fn();
  const asked: Record<string, string>[] = [];
  const opened = openOwnerTab(
    <CheckInLog />,
    {
      'list-check-ins': () => [200, emptyPage],
      'export-check-ins': (_body, { url }) => {
        asked.push(Object.fromEntries(new URL(url, 'http://x').searchParams));
        return exportAnswer();
      },
    },
    {
      campgrounds: [
        anOwnerCampground('c-csv', 'Pine Valley', { slug: 'pine-valley', time_zone: 'America/Chicago' }),
      ],
    },
  );
  return { ...opened, downloads, asked };
};

describe('the check-in log: Download CSV', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the server’s CSV of the dates the log shows, named for them', async () => {
    const { user, downloads, asked } = openLog(() => [
      200,
      Uint8Array.from('Member\n', (c) => c.charCodeAt(0)),
    ]);
    await screen.findByText(WORDS.logEmpty);
    const from = screen.getByLabelText(WORDS.logFrom);
    const to = screen.getByLabelText(WORDS.logTo);
    await user.clear(from);
    await user.type(from, '2026-07-01');
    await user.clear(to);
    await user.type(to, '2026-07-04');
    await user.click(screen.getByRole('button', { name: WORDS.logApply }));
    await user.click(screen.getByRole('button', { name: WORDS.logDownload }));
    expect(await screen.findByText(WORDS.logDownloaded)).toBeInTheDocument();
    expect(downloads).toEqual(['check-ins-pine-valley-2026-07-01-to-2026-07-04.csv']);
    expect(asked).toEqual([
      {
        campgroundId: 'c-csv',
        ...checkInRange(calendarDate('2026-07-01'), calendarDate('2026-07-04'), 'America/Chicago'),
      },
    ]);
  });

  it('says the download failed when the server refuses it', async () => {
    const { user, downloads } = openLog(() => [
      403,
      { success: false, error: 'Only the owner and staff', code: 'FORBIDDEN' },
    ]);
    await screen.findByText(WORDS.logEmpty);
    await user.click(screen.getByRole('button', { name: WORDS.logDownload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS.logDownloadFailed);
    expect(downloads).toEqual([]);
  });
});
