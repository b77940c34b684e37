import {
  AUTO_RENEWAL_WORDS,
  MEMBERS_LOAD_FAILED,
  NO_MEMBERS_FOUND,
  NO_MEMBERS_YET,
  OWNER_MEMBERS_TITLE,
  OWNER_MEMBERS_WORDS as WORDS,
} from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SELECTED_CAMPGROUND_KEY } from './OwnerDashboard';
import { aCampground, aMember, membersPage, openMembers, someStats } from './open-members.test-support';

const statValue = (label: string) =>
  within(screen.getByRole('group', { name: label })).getByText(/^\d+$/).textContent;

/** The campground filter's button (named by its value and label), in the tab, not the navigation. */
const campgroundFilter = () => within(screen.getByRole('main')).getByRole('button', { name: /Campground$/ });

/** 25 members, served 10 (or the asked limit) a page. */
const twentyFive = () => {
  const all = Array.from({ length: 25 }, (_, i) => aMember(i + 1));
  return (_: unknown, { url }: { url: string }) => {
    const query = new URL(url, 'http://x').searchParams;
    const limit = Number(query.get('limit'));
    const page = Number(query.get('page'));
    return [200, membersPage(all.slice((page - 1) * limit, page * limit), page, limit, 25)] as [
      number,
      unknown,
    ];
  };
};

describe('owner Members tab', () => {
  it("shows the owner's title, the summary cards, the member cards and 'showing x to y of n'", async () => {
    openMembers({
      'get-campground-members': () => [
        200,
        membersPage(
          [
            aMember(1, { is_military_member: true, has_id_photo: true }),
            aMember(2, {
              status: 'active',
              status_label: 'Expiring Soon',
              is_expiring_soon: true,
              days_until_expiration: 5,
            }),
          ],
          1,
          10,
          2,
        ),
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: OWNER_MEMBERS_TITLE })).toBeInTheDocument();
    expect(screen.getByText(WORDS.loadingMembers)).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: WORDS.membersList });
    const first = within(list).getByRole('heading', { name: 'Member 1' }).closest('li') as HTMLElement;
    expect(first).toHaveTextContent(/Active/);
    expect(first).toHaveTextContent('PVC-0001');
    expect(first).toHaveTextContent('Annual Pass');
    expect(first).toHaveTextContent('03/01/2026');
    expect(first).toHaveTextContent('02/28/2027');
    expect(within(first).getByText(WORDS.military)).toBeInTheDocument();
    expect(within(first).getByText(WORDS.idPhoto)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Contact Member 1' })).toHaveAttribute(
      'href',
      'mailto:member1@camppass.test',
    );
    const second = within(list).getByRole('heading', { name: 'Member 2' }).closest('li') as HTMLElement;
    expect(second).toHaveTextContent('Expiring Soon');
    expect(second).toHaveTextContent('Expires in 5 days');

    await waitFor(() => expect(statValue(WORDS.totalMembers)).toBe('25'));
    expect(statValue(WORDS.activeMembers)).toBe('20');
    expect(statValue(WORDS.expiringSoon)).toBe('4');
    expect(screen.getByText('Showing 1 to 2 of 2')).toBeInTheDocument();
  });

  it("shows the next charge date of a member whose membership renews automatically, and no other's", async () => {
    openMembers({
      'get-campground-members': () => [
        200,
        membersPage(
          [aMember(1), aMember(2, { auto_renewal: true, next_charge_date: '2027-02-25' })],
          1,
          10,
          2,
        ),
      ],
    });
    const list = await screen.findByRole('list', { name: WORDS.membersList });
    const card = (name: string) => within(list).getByRole('heading', { name }).closest('li') as HTMLElement;
    const renewing = within(card('Member 2')).getByText(AUTO_RENEWAL_WORDS.ownerNextCharge);
    expect(renewing.nextElementSibling).toHaveTextContent('02/25/2027');
    expect(within(card('Member 1')).queryByText(AUTO_RENEWAL_WORDS.ownerNextCharge)).toBeNull();
  });

  it('counts members as people and memberships as memberships, each named for what it counts', async () => {
    openMembers({
      'get-campground-members': () => [200, membersPage([aMember(1), aMember(2)], 1, 10, 310)],
      'get-campground-member-stats': () => [
        200,
        { success: true, data: someStats({ total_members: 307, total_memberships: 310 }) },
      ],
    });
    await waitFor(() => expect(statValue('Members')).toBe('307'));
    expect(statValue('Memberships')).toBe('310');
    expect(await screen.findByText('310 memberships')).toBeInTheDocument();
  });

  it('says staff see the campground title and shows them no export', async () => {
    openMembers({ 'get-campground-members': () => [200, membersPage([aMember(1)])] }, [
      aCampground('c-1', 'Pine Valley', 'staff'),
    ]);
    expect(await screen.findByRole('heading', { name: 'Member 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: WORDS.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: WORDS.exportList })).toBeNull();
  });

  it('pages with Previous, Next and the page numbers, saying which members show', async () => {
    const { user, queries } = openMembers({ 'get-campground-members': twentyFive() });
    expect(await screen.findByText('Showing 1 to 10 of 25')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 20 of 25')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 25 of 25')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Member 25' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(queries().map((q) => q.page)).toEqual(['1', '2', '3']);
  });

  it('changes the page size and starts again at page 1', async () => {
    const { user, queries } = openMembers({ 'get-campground-members': twentyFive() });
    await screen.findByText('Showing 1 to 10 of 25');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 11 to 20 of 25');
    await user.click(screen.getByRole('button', { name: new RegExp(WORDS.pageSize) }));
    await user.click(screen.getByRole('option', { name: '20' }));
    expect(await screen.findByText('Showing 1 to 20 of 25')).toBeInTheDocument();
    expect(queries().at(-1)).toMatchObject({ page: '1', limit: '20' });
  });

  it('sorts: the active button toggles its direction, a new one starts descending, announced', async () => {
    const { user, queries } = openMembers({ 'get-campground-members': twentyFive() });
    await screen.findByText('Showing 1 to 10 of 25');
    const joinDate = screen.getByRole('button', { name: /^Join Date/ });
    expect(joinDate).toHaveAttribute('aria-pressed', 'true');
    expect(joinDate).toHaveAccessibleName('Join Date, descending');
    expect(queries()[0]).toMatchObject({ sort_by: 'created_at', sort_order: 'desc' });

    await user.click(joinDate);
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ sort_by: 'created_at', sort_order: 'asc' }));
    expect(joinDate).toHaveAccessibleName('Join Date, ascending');
    expect(screen.getByText(WORDS.sortedBy(WORDS.joinDate, WORDS.ascending))).toHaveAttribute(
      'role',
      'status',
    );

    const name = screen.getByRole('button', { name: /^Name/ });
    expect(name).toHaveAttribute('aria-pressed', 'false');
    await user.click(name);
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ sort_by: 'name', sort_order: 'desc' }));
    expect(name).toHaveAttribute('aria-pressed', 'true');
    expect(joinDate).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: /^Expiration/ }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ sort_by: 'end_date', sort_order: 'desc' }));
  });

  it('searches once typing has stopped for 300 ms, from page 1', async () => {
    const { user, queries } = openMembers({ 'get-campground-members': twentyFive() });
    await screen.findByText('Showing 1 to 10 of 25');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 11 to 20 of 25');
    const before = queries().length;

    await user.type(screen.getByRole('searchbox', { name: WORDS.search }), 'smith');
    // Nothing is asked while the keys come faster than 300 ms apart.
    expect(queries().length).toBe(before);
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ search: 'smith', page: '1' }));
    expect(
      queries()
        .filter((q) => q.search !== undefined)
        .map((q) => q.search),
    ).toEqual(['smith']);
  });

  it('filters by status and campground (only with more than one), back to page 1', async () => {
    const { user, queries } = openMembers({ 'get-campground-members': twentyFive() }, [
      aCampground('c-1', 'Pine Valley'),
      aCampground('c-2', 'Lake Shore'),
    ]);
    await screen.findByText('Showing 1 to 10 of 25');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 11 to 20 of 25');

    await user.click(screen.getByRole('button', { name: /Status$/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'Active',
      'Not started',
      'Expired',
    ]);
    await user.click(screen.getByRole('option', { name: 'Expired' }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ status: 'expired', page: '1' }));

    await user.click(campgroundFilter());
    await user.click(screen.getByRole('option', { name: 'Lake Shore' }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ campground_id: 'c-2', page: '1' }));
  });

  it('asks the server again for the list and the stats on Refresh', async () => {
    const { user, server, queries } = openMembers({ 'get-campground-members': twentyFive() });
    await screen.findByText('Showing 1 to 10 of 25');
    const stats = () => server.calls.filter((c) => c.name === 'get-campground-member-stats').length;
    expect([queries().length, stats()]).toEqual([1, 1]);
    await user.click(screen.getByRole('button', { name: WORDS.refresh }));
    await waitFor(() => expect([queries().length, stats()]).toEqual([2, 2]));
  });

  it('starts at the campground chosen elsewhere and keeps a new choice for the other tabs', async () => {
    window.sessionStorage.setItem(SELECTED_CAMPGROUND_KEY, 'c-2');
    const { user, queries } = openMembers({ 'get-campground-members': twentyFive() }, [
      aCampground('c-1', 'Pine Valley'),
      aCampground('c-2', 'Lake Shore'),
    ]);
    await screen.findByText('Showing 1 to 10 of 25');
    expect(queries()[0]).toMatchObject({ campground_id: 'c-2' });
    expect(campgroundFilter()).toHaveTextContent('Lake Shore');
    await user.click(campgroundFilter());
    await user.click(screen.getByRole('option', { name: 'Pine Valley' }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ campground_id: 'c-1' }));
    expect(window.sessionStorage.getItem(SELECTED_CAMPGROUND_KEY)).toBe('c-1');
  });

  it('has no campground filter with one campground', async () => {
    openMembers({ 'get-campground-members': () => [200, membersPage([aMember(1)])] });
    await screen.findByRole('heading', { name: 'Member 1' });
    expect(within(screen.getByRole('main')).queryByRole('button', { name: /Campground$/ })).toBeNull();
  });

  it("says 'No members yet' with no members, and 'No members found' when a search finds none", async () => {
    const { user } = openMembers({
      'get-campground-members': () => [200, membersPage([])],
      'get-campground-member-stats': () => [
        200,
        { success: true, data: someStats({ total_members: 0, by_campground: [], membership_types: [] }) },
      ],
    });
    expect(await screen.findByRole('heading', { name: NO_MEMBERS_YET })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: WORDS.search }), 'zed');
    expect(await screen.findByRole('heading', { name: NO_MEMBERS_FOUND })).toBeInTheDocument();
    expect(screen.getByText(WORDS.noMembersFoundDescription)).toBeInTheDocument();
  });

  it('shows the failure banner and loads again with Try Again', async () => {
    let fail = true;
    const { user } = openMembers({
      'get-campground-members': () =>
        fail
          ? [500, { success: false, error: 'Database unavailable', code: 'INTERNAL' }]
          : [200, membersPage([aMember(1)])],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MEMBERS_LOAD_FAILED);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: WORDS.tryAgain }));
    expect(await screen.findByRole('heading', { name: 'Member 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the members per campground with their share and the per-type counts', async () => {
    openMembers(
      {
        'get-campground-member-stats': () => [
          200,
          {
            success: true,
            data: someStats({
              by_campground: [
                { campground_id: 'c-2', campground_name: 'Lake Shore', count: 10 },
                { campground_id: 'c-1', campground_name: 'Pine Valley', count: 30 },
              ],
            }),
          },
        ],
      },
      [aCampground('c-1', 'Pine Valley'), aCampground('c-2', 'Lake Shore')],
    );
    const byCampground = await screen.findByRole('region', { name: WORDS.membersByCampground });
    await within(byCampground).findByText('Lake Shore');
    expect(
      within(byCampground)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Lake Shore10 of 40 memberships (25%)', 'Pine Valley30 of 40 memberships (75%)']);
    const types = screen.getByRole('region', { name: WORDS.membershipTypes });
    const row = within(types).getByRole('row', { name: /Annual Pass/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['25', '20', '3', '2']);
  });
});
