import { OWNER_MEMBERS_WORDS as WORDS } from '@camppass/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember, membersPage, openMembers } from './open-members.test-support';

/** The export's CSV as the test writes it, piece by piece. */
const csvStream = () => {
  let writer!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      writer = controller;
    },
  });
  const encoder = new TextEncoder();
  return {
    body,
    write: (text: string) => writer.enqueue(encoder.encode(text)),
    end: () => writer.close(),
    fail: () => writer.error(new TypeError('network error')),
  };
};
const rows = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `"Member ${from + i}",m${from + i}@camppass.test\n`).join(
    '',
  );

/** The Members tab of 8 members (one shown), its export answered by `csv`. */
const openExport = async (csv: ReturnType<typeof csvStream>) => {
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:members');
  URL.revokeObjectURL = vi.fn();
  const opened = openMembers({
    'get-campground-members': () => [200, membersPage([aMember(1)], 1, 10, 8)],
    'export-members': () => [200, csv.body],
  });
  await screen.findByRole('heading', { name: 'Member 1' });
  await opened.user.click(screen.getByRole('button', { name: WORDS.exportList }));
  return { ...opened, downloads };
};
afterEach(() => vi.restoreAllMocks());

describe('owner Members: export progress', () => {
  it('shows the rows received of the total, announces each quarter once, then downloads', async () => {
    const csv = csvStream();
    const { downloads } = await openExport(csv);
    csv.write('Name,Email\n');
    const bar = await screen.findByRole('progressbar', { name: WORDS.exportProgress(0, 8) });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '8');

    // A quoted line feed inside a cell is not a row.
    csv.write('"Member 1","Lake\nsite"\n"Member 2",m2@camppass.test\n');
    await screen.findByRole('progressbar', { name: WORDS.exportProgress(2, 8) });
    expect(screen.getByText(WORDS.exportProgress(2, 8), { selector: '[role="status"]' })).toBeInTheDocument();

    csv.write(rows(3, 3));
    await screen.findByRole('progressbar', { name: WORDS.exportProgress(3, 8) });
    // Still the second quarter: the announcement stays as it was.
    expect(screen.queryByText(WORDS.exportProgress(3, 8), { selector: '[role="status"]' })).toBeNull();

    csv.write(rows(4, 6));
    expect(
      await screen.findByText(WORDS.exportProgress(6, 8), { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    csv.write(rows(7, 8));
    csv.end();
    expect(await screen.findByText(WORDS.exported)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(downloads).toEqual([expect.stringMatching(/^members-pine-valley-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(screen.getByRole('button', { name: WORDS.exportList })).not.toHaveAttribute('aria-busy');
  });

  it('keeps the page usable and says so when the download breaks midway', async () => {
    const csv = csvStream();
    const { user, downloads } = await openExport(csv);
    csv.write(`Name,Email\n${rows(1, 2)}`);
    await screen.findByRole('progressbar', { name: WORDS.exportProgress(2, 8) });
    csv.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS.exportFailed);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(downloads).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Status$/ }));
    expect(await screen.findByRole('option', { name: 'Active' })).toBeInTheDocument();
  });

  it('stops the download on Cancel Export and saves nothing', async () => {
    const csv = csvStream();
    const { user, downloads } = await openExport(csv);
    csv.write(`Name,Email\n${rows(1, 1)}`);
    await screen.findByRole('progressbar', { name: WORDS.exportProgress(1, 8) });
    await user.click(screen.getByRole('button', { name: WORDS.cancelExport }));
    expect(await screen.findByText(WORDS.exportCancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByRole('button', { name: WORDS.cancelExport })).toBeNull();
    expect(downloads).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
