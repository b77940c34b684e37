import { IMPORT_CLAIM_WORDS as CLAIM, MEMBER_IMPORT_WORDS, OWNER_MEMBERS_WORDS } from '@camppass/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCampground, aDetail, aMember, membersPage, openMembers } from './open-members.test-support';

describe('owner Members: claim e-mails and imported members', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the claim e-mails and says to how many members', async () => {
    const bodies: unknown[] = [];
    const { user } = openMembers({
      'get-campground-members': () => [200, membersPage([])],
      'send-import-claim-emails': (body) => {
        bodies.push(body);
        return [200, { success: true, message: CLAIM.queued(47), data: { queued: 47 } }];
      },
    });
    const button = await screen.findByRole('button', { name: CLAIM.send });
    expect(button).toHaveAccessibleDescription(CLAIM.sendHelp);
    await user.click(button);
    expect(await screen.findByText('E-mails on their way to 47 members.')).toBeInTheDocument();
    expect(bodies).toEqual([{ campground_id: 'c-1' }]);
  });

  it('shows the server’s refusal', async () => {
    const { user } = openMembers({
      'get-campground-members': () => [200, membersPage([])],
      'send-import-claim-emails': () => [
        403,
        { success: false, error: 'Only the campground owner can do this.', code: 'FORBIDDEN' },
      ],
    });
    await user.click(await screen.findByRole('button', { name: CLAIM.send }));
    expect(await screen.findByText('Only the campground owner can do this.')).toBeInTheDocument();
  });

  it('is not offered to staff', async () => {
    openMembers({ 'get-campground-members': () => [200, membersPage([])] }, [
      aCampground('c-1', 'Pine Valley', 'staff'),
    ]);
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByRole('button', { name: CLAIM.send })).not.toBeInTheDocument();
  });

  it('marks an imported member in the list', async () => {
    openMembers({
      'get-campground-members': () => [200, membersPage([aMember(1, { imported: true }), aMember(2)])],
    });
    const list = await screen.findByRole('list', { name: 'Members' });
    const [imported, bought] = within(list).getAllByRole('listitem');
    expect(within(imported as HTMLElement).getByText(CLAIM.imported)).toBeInTheDocument();
    expect(within(bought as HTMLElement).queryByText(CLAIM.imported)).not.toBeInTheDocument();
  });

  it('says in the profile that an imported membership was paid outside CampPass', async () => {
    const member = aMember(3, { imported: true });
    const { user } = openMembers({
      'get-campground-members': () => [200, membersPage([member])],
      'get-campground-member': () => [200, { success: true, data: aDetail(member) }],
    });
    await user.click(
      await screen.findByRole('button', { name: `${OWNER_MEMBERS_WORDS.viewProfile} Member 3` }),
    );
    const dialog = await screen.findByRole('dialog', { name: OWNER_MEMBERS_WORDS.profileTitle('Member 3') });
    const payment = within(dialog).getByRole('region', { name: OWNER_MEMBERS_WORDS.paymentInfo });
    expect(await within(payment).findByText(CLAIM.importedNote)).toBeInTheDocument();
    expect(within(dialog).getByText(CLAIM.imported)).toBeInTheDocument();
  });

  it('prefills the columns the dry run guessed from the remembered mapping', async () => {
    // The file goes as the request body through fetch, which the fake server answers.
    vi.stubGlobal('XMLHttpRequest', undefined);
    const { user } = openMembers({
      'get-campground-members': () => [200, membersPage([])],
      'get-member-import': () => [200, { success: true, data: null }],
      // The server read 'Mail' as the e-mail column because the owner mapped it so last time.
      'member-import-dry-run': () => [
        200,
        {
          success: true,
          data: {
            headers: ['Given', 'Family', 'Mail'],
            mapping: { firstName: 0, lastName: 1, email: 2 },
            unknown_headers: [],
            total: 1,
            created: 1,
            updated: 0,
            refused: 0,
            matching: 0,
            page: 1,
            page_size: 100,
            rows: [],
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: MEMBER_IMPORT_WORDS.open }));
    const dialog = await screen.findByRole('dialog', { name: MEMBER_IMPORT_WORDS.title });
    await user.click(within(dialog).getByRole('textbox', { name: MEMBER_IMPORT_WORDS.paste }));
    await user.paste('Given,Family,Mail\nAnn,Camper,ann@camp.test');
    await user.click(within(dialog).getByRole('button', { name: MEMBER_IMPORT_WORDS.check }));
    expect(await within(dialog).findByRole('combobox', { name: 'E-mail' })).toHaveValue('Mail');
    expect(within(dialog).getByRole('combobox', { name: 'First name' })).toHaveValue('Given');
  });
});
