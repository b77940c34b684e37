import type { MemberImportRun } from '@camppass/client';
import {
  IMPORT_ROW_MESSAGES,
  IMPORT_RUN_MESSAGES as RUN,
  MEMBER_IMPORT_WORDS as WORDS,
} from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusedRowsCsv } from './ImportMembersDialog';
import { aCampground, membersPage, openMembers } from './open-members.test-support';

const CSV = 'First Name,Last Name,Email\nAnn,Camper,ann@camp.test\nBad,Row,bad';
const dryRun = {
  success: true,
  data: {
    headers: ['First Name', 'Last Name', 'Email'],
    mapping: { firstName: 0, lastName: 1, email: 2 },
    unknown_headers: [],
    total: 2,
    created: 1,
    updated: 0,
    refused: 1,
    matching: 1,
    page: 1,
    page_size: 100,
    rows: [
      {
        row: 3,
        outcome: 'refused',
        reasons: [IMPORT_ROW_MESSAGES.email('bad')],
        warnings: [],
        cells: ['Bad', 'Row', 'bad'],
      },
    ],
  },
};

type Run = MemberImportRun;
const aRun = (fields: Partial<Run> = {}): Run => ({
  id: 'run-1',
  status: 'running',
  total_rows: 3_000,
  rows_done: 1_000,
  created: 990,
  updated: 5,
  refused: 5,
  stopped_at_row: null,
  stop_reason: null,
  cancel_requested: false,
  created_at: '2026-11-28T12:00:00.000Z',
  finished_at: null,
  ...fields,
});

/** The Members tab with the import's calls answered; `state.run` is what get-member-import answers. */
const openImport = async (
  handlers: Parameters<typeof openMembers>[0] = {},
  state = { run: null as Run | null },
) => {
  const bodies: { csv: Blob; query: URLSearchParams }[] = [];
  const opened = openMembers({
    'get-campground-members': () => [200, membersPage([])],
    'get-member-import': () => [200, { success: true, data: state.run }],
    'member-import-dry-run': (body, { url }) => {
      bodies.push({ csv: body as Blob, query: new URL(url, 'http://x').searchParams });
      return [200, dryRun];
    },
    ...handlers,
  });
  await opened.user.click(await screen.findByRole('button', { name: WORDS.open }));
  const dialog = await screen.findByRole('dialog', { name: WORDS.title });
  return { ...opened, dialog, bodies, state };
};

// Files go as the request body: through fetch, which the fake server answers, not XMLHttpRequest.
beforeEach(() => vi.stubGlobal('XMLHttpRequest', undefined));
afterEach(() => vi.unstubAllGlobals());

describe('owner Members: Import Members', () => {
  it('checks a pasted file sent as CSV, then imports the rest and follows the import to its end', async () => {
    const state = { run: null as Run | null };
    const imported: { csv: Blob; query: URLSearchParams }[] = [];
    const cancelled: unknown[] = [];
    const { user, dialog, bodies } = await openImport(
      {
        'import-members': (body, { url }) => {
          imported.push({ csv: body as Blob, query: new URL(url, 'http://x').searchParams });
          state.run = aRun({ status: 'queued', total_rows: null, rows_done: 0, created: 0, updated: 0 });
          return [200, { success: true, data: state.run }];
        },
        'cancel-member-import': (body) => {
          cancelled.push(body);
          state.run = aRun({ cancel_requested: true });
          return [200, { success: true, data: state.run }];
        },
      },
      state,
    );
    await user.click(within(dialog).getByRole('button', { name: WORDS.check }));
    expect(await within(dialog).findByText(WORDS.nothingToCheck)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: WORDS.paste }));
    await user.paste(CSV);
    await user.click(within(dialog).getByRole('button', { name: WORDS.check }));
    expect(await within(dialog).findByText(WORDS.summary(2, 1, 0, 1))).toBeInTheDocument();
    expect(bodies[0]?.csv.type).toBe('text/csv');
    expect(await bodies[0]?.csv.text()).toBe(CSV);
    expect(Object.fromEntries(bodies[0]?.query ?? [])).toMatchObject({
      campground_id: 'c-1',
      outcome: 'refused',
    });
    const table = within(dialog).getByRole('table', { name: WORDS.refusedTitle });
    expect(within(table).getByText(IMPORT_ROW_MESSAGES.email('bad'))).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'E-mail' })).toHaveValue('Email');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Phone' }), 'Last Name');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(JSON.parse(bodies[1]?.query.get('mapping') ?? '')).toEqual({
      firstName: 0,
      lastName: 1,
      email: 2,
      phone: 1,
    });
    await user.click(await within(dialog).findByRole('button', { name: WORDS.importRows(1) }));
    expect(await within(dialog).findByText(RUN.queued)).toBeInTheDocument();
    expect(await imported[0]?.csv.text()).toBe(CSV);
    expect(JSON.parse(imported[0]?.query.get('mapping') ?? '')).toEqual({
      firstName: 0,
      lastName: 1,
      email: 2,
      phone: 1,
    });
    // The job reads the file and writes its first batch: the bar follows.
    state.run = aRun();
    const bar = await within(dialog).findByRole(
      'progressbar',
      { name: RUN.progressLabel },
      { timeout: 3_000 },
    );
    expect(bar).toHaveAttribute('aria-valuenow', '1000');
    expect(bar).toHaveAttribute('aria-valuemax', '3000');
    expect(within(dialog).getByText(RUN.progress(1_000, 3_000))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: RUN.cancel }));
    expect(cancelled).toEqual([{ campground_id: 'c-1', run_id: 'run-1' }]);
    expect(await within(dialog).findByText(RUN.cancelling)).toBeInTheDocument();
    state.run = aRun({
      status: 'cancelled',
      rows_done: 2_000,
      created: 1_980,
      stopped_at_row: 2_002,
      stop_reason: RUN.cancelled(2_002),
      finished_at: '2026-11-28T12:01:00.000Z',
    });
    expect(
      await within(dialog).findByText(
        new RegExp(RUN.cancelled(2_002).replace('.', '\\.')),
        {},
        { timeout: 3_000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the final counts of an import that ends while the dialog is open', async () => {
    const state = { run: aRun() as Run | null };
    const { dialog } = await openImport({}, state);
    expect(await within(dialog).findByRole('progressbar', { name: RUN.progressLabel })).toBeInTheDocument();
    state.run = aRun({
      status: 'done',
      rows_done: 3_000,
      created: 2_990,
      finished_at: '2026-11-28T12:02:00.000Z',
    });
    expect(
      await within(dialog).findByText(RUN.finished(2_990, 5, 5), {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
  });

  it('says on the Members tab that an import is running, and the dialog opened again shows it', async () => {
    const state = { run: aRun() as Run | null };
    const { user, dialog } = await openImport({}, state);
    expect(await within(dialog).findByRole('progressbar', { name: RUN.progressLabel })).toHaveAttribute(
      'aria-valuenow',
      '1000',
    );
    // Closing the dialog does not stop the import: the tab says it runs, and leads back to it.
    const closes = within(dialog).getAllByRole('button', { name: WORDS.close });
    await user.click(closes[closes.length - 1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(RUN.running, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: RUN.viewImport }));
    const again = await screen.findByRole('dialog', { name: WORDS.title });
    expect(within(again).getByRole('progressbar', { name: RUN.progressLabel })).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: RUN.cancel })).toBeInTheDocument();
  });

  it('shows the server’s refusal of the file and keeps the dialog open', async () => {
    const { user, dialog } = await openImport({
      'member-import-dry-run': () => [
        400,
        { success: false, error: 'This file is not a CSV file.', code: 'VALIDATION_ERROR' },
      ],
    });
    await user.click(within(dialog).getByRole('textbox', { name: WORDS.paste }));
    await user.paste('{"a":1}');
    await user.click(within(dialog).getByRole('button', { name: WORDS.check }));
    expect(await within(dialog).findByText('This file is not a CSV file.')).toBeInTheDocument();
  });

  it('is not offered to staff', async () => {
    openMembers({ 'get-campground-members': () => [200, membersPage([])] }, [
      aCampground('c-1', 'Pine Valley', 'staff'),
    ]);
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByRole('button', { name: WORDS.open })).not.toBeInTheDocument();
  });
});

describe('refusedRowsCsv', () => {
  it('writes the header, each refused row’s cells made formula-safe and its reason', () => {
    expect(
      refusedRowsCsv({
        headers: ['Name', 'Email'],
        rows: [{ row: 2, outcome: 'refused', reasons: ['Bad "mail".'], warnings: [], cells: ['=cmd', 'x'] }],
      }),
    ).toBe(`"Name","Email","${WORDS.reason}"\r\n"'=cmd","x","Bad ""mail""."`);
  });
});
