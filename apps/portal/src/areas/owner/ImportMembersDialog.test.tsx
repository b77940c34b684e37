import { IMPORT_ROW_MESSAGES, MEMBER_IMPORT_WORDS as WORDS } from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

const openImport = async (handlers: Parameters<typeof openMembers>[0] = {}) => {
  const bodies: Record<string, unknown>[] = [];
  const opened = openMembers({
    'get-campground-members': () => [200, membersPage([])],
    'member-import-dry-run': (body) => {
      bodies.push(body as Record<string, unknown>);
      return [200, dryRun];
    },
    ...handlers,
  });
  await opened.user.click(await screen.findByRole('button', { name: WORDS.open }));
  const dialog = await screen.findByRole('dialog', { name: WORDS.title });
  return { ...opened, dialog, bodies };
};

describe('owner Members: Import Members', () => {
  it('checks a pasted file, shows the counts, columns and refused rows, then imports the rest', async () => {
    const imported: unknown[] = [];
    const { user, dialog, bodies } = await openImport({
      'import-members': (body) => {
        imported.push(body);
        return [
          200,
          {
            success: true,
            message: '1 members added, 0 updated.',
            data: { total: 2, created: 1, updated: 0, refused: 1, stopped_at_row: null },
          },
        ];
      },
    });
    await user.click(within(dialog).getByRole('button', { name: WORDS.check }));
    expect(await within(dialog).findByText(WORDS.nothingToCheck)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: WORDS.paste }));
    await user.paste(CSV);
    await user.click(within(dialog).getByRole('button', { name: WORDS.check }));
    expect(await within(dialog).findByText(WORDS.summary(2, 1, 0, 1))).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ campground_id: 'c-1', csv: CSV, outcome: 'refused' });
    const table = within(dialog).getByRole('table', { name: WORDS.refusedTitle });
    expect(within(table).getByText(IMPORT_ROW_MESSAGES.email('bad'))).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'E-mail' })).toHaveValue('Email');
    expect(within(dialog).getByRole('combobox', { name: 'Phone' })).toHaveValue(WORDS.notImported);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Phone' }), 'Last Name');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ mapping: { firstName: 0, lastName: 1, email: 2, phone: 1 } });
    await user.click(await within(dialog).findByRole('button', { name: WORDS.importRows(1) }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: WORDS.title })).not.toBeInTheDocument());
    expect(imported).toEqual([
      { campground_id: 'c-1', csv: CSV, mapping: { firstName: 0, lastName: 1, email: 2, phone: 1 } },
    ]);
    expect(await screen.findByText('1 members added, 0 updated.')).toBeInTheDocument();
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
