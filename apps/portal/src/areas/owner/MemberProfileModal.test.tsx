import {
  AUTO_RENEWAL_WORDS,
  GATE_WORDS,
  MEMBER_ATTENTION_REQUIRED,
  MEMBER_CONTACT_UNAVAILABLE,
  MEMBER_DETAILS_LOAD_FAILED,
  MEMBER_OTHER_CAMPGROUND,
  OWNER_MEMBER_ATTENTION_MESSAGES,
  OWNER_MEMBERS_WORDS as WORDS,
} from '@camppass/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCampground, aDetail, aMember, membersPage, openMembers } from './open-members.test-support';

const profile = async (user: ReturnType<typeof openMembers>['user'], name: string) => {
  await user.click(await screen.findByRole('button', { name: `${WORDS.viewProfile} ${name}` }));
  return screen.findByRole('dialog', { name: WORDS.profileTitle(name) });
};

const section = (dialog: HTMLElement, title: string) => within(dialog).getByRole('region', { name: title });

afterEach(() => vi.restoreAllMocks());

describe('owner Members: View Profile', () => {
  it('shows every section of the member, copies the code, and closes by keyboard', async () => {
    const member = aMember(7, {
      is_military_member: true,
      military_discount_formatted: '15%',
      auto_renewal: true,
      member_profile: {
        ...aMember(7).member_profile,
        military_status: 'Veteran',
        special_requests: 'Site near the lake',
        numid: 'D1234567',
      },
    });
    const { user, server } = openMembers({
      'get-campground-members': () => [200, membersPage([member])],
      'get-campground-member': () => [
        200,
        {
          success: true,
          data: aDetail(member, {
            military: {
              is_military_member: true,
              military_status: 'Veteran',
              military_discount_formatted: '15%',
              documents: [
                {
                  id: 'd-1',
                  kind: 'military-document',
                  status: 'pending',
                  content_type: 'image/png',
                  created_at: '2026-03-02T00:00:00.000Z',
                },
              ],
            },
            special_requests: 'Site near the lake',
            attention: ['military_document_pending', 'id_photo_missing'],
            timeline: { ...aDetail(member).timeline, last_visit_at: '2026-06-01T18:00:00.000Z' },
          }),
        },
      ],
    });
    const dialog = await profile(user, 'Member 7');
    expect(within(dialog).getByText('Active')).toBeInTheDocument();
    expect(within(dialog).getByText(WORDS.paymentBadge('paid'))).toBeInTheDocument();

    const attention = await within(dialog).findByRole('region', { name: MEMBER_ATTENTION_REQUIRED });
    expect(
      within(attention)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      OWNER_MEMBER_ATTENTION_MESSAGES.military_document_pending,
      OWNER_MEMBER_ATTENTION_MESSAGES.id_photo_missing,
    ]);
    expect(section(dialog, WORDS.personalInfo)).toHaveTextContent(
      /member7@camppass\.test.*\+15550100.*05\/04\/1990.*D1234567/,
    );
    expect(section(dialog, WORDS.address)).toHaveTextContent('1 Lake Road, Pine, CO, 80000, US');
    const details = section(dialog, WORDS.membershipDetails);
    expect(details).toHaveTextContent(/Pine Valley.*Annual Pass.*PVC-0007.*365 days/);
    expect(section(dialog, WORDS.timeline)).toHaveTextContent(/03\/01\/2026.*03\/01\/2026.*02\/28\/2027/);
    // An automatic renewal that is on tells the owner when it is next charged.
    expect(section(dialog, WORDS.timeline)).toHaveTextContent(AUTO_RENEWAL_WORDS.ownerOn('02/25/2027'));
    // The gate's latest check-in.
    expect(section(dialog, WORDS.timeline)).toHaveTextContent(
      new RegExp(`${GATE_WORDS.lastVisit}.*06/01/2026`),
    );
    expect(section(dialog, WORDS.paymentInfo)).toHaveTextContent(/paid.*\$49\.00/);
    expect(section(dialog, WORDS.militaryInfo)).toHaveTextContent(/Veteran.*15%.*pending/);
    expect(section(dialog, WORDS.specialRequests)).toHaveTextContent('Site near the lake');
    expect(server.calls.find((c) => c.name === 'get-campground-member')).toBeDefined();

    await user.click(within(details).getByRole('button', { name: WORDS.copyCode }));
    expect(await navigator.clipboard.readText()).toBe('PVC-0007');
    expect(within(details).getByRole('status')).toHaveTextContent(WORDS.codeCopied);

    expect(within(dialog).getByRole('link', { name: `${WORDS.sendEmail} Member 7` })).toHaveAttribute(
      'href',
      'mailto:member7@camppass.test',
    );
    expect(within(dialog).queryByRole('button', { name: WORDS.processPayment })).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names what each amount is, and says none is on record rather than $0.00', async () => {
    const member = aMember(8, { price_paid_cents: 102_000, price_paid_formatted: '$1,020.00' });
    const detail = aDetail(member);
    const { user } = openMembers({
      'get-campground-members': () => [200, membersPage([member])],
      'get-campground-member': () => [
        200,
        {
          success: true,
          data: {
            ...detail,
            payment: { ...detail.payment, total_paid_cents: 0, total_paid_formatted: '$0.00' },
          },
        },
      ],
    });
    const dialog = await profile(user, 'Member 8');
    const payment = section(dialog, WORDS.paymentInfo);
    expect(payment).toHaveTextContent('Charged for this membership$1,020.00');
    expect(payment).toHaveTextContent('Payments on record, less refundsNone on record');
    expect(payment).not.toHaveTextContent('$0.00');
  });

  it('offers the owner Process Payment for a pending payment', async () => {
    const member = aMember(3, { status: 'pending', status_label: 'Pending', payment_status: 'pending' });
    const { user } = openMembers({
      'get-campground-members': () => [200, membersPage([member])],
      'get-campground-member': () => [200, { success: true, data: aDetail(member) }],
    });
    const dialog = await profile(user, 'Member 3');
    const button = within(dialog).getByRole('button', { name: WORDS.processPayment });
    expect(button).toBeEnabled();
    expect(within(dialog).queryByText(WORDS.processPaymentUnavailable)).toBeNull();
  });

  it('shows staff Process Payment disabled with the reason: only the owner records a payment', async () => {
    const member = aMember(3, { status: 'pending', status_label: 'Pending', payment_status: 'pending' });
    const { user } = openMembers(
      {
        'get-campground-members': () => [200, membersPage([member])],
        'get-campground-member': () => [
          200,
          { success: true, data: aDetail(member, { attention: ['payment_pending'] }) },
        ],
      },
      [aCampground('c-1', 'Pine Valley', 'staff')],
    );
    const dialog = await profile(user, 'Member 3');
    const button = within(dialog).getByRole('button', { name: WORDS.processPayment });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(WORDS.processPaymentUnavailable);
    expect(
      await within(dialog).findByText(OWNER_MEMBER_ATTENTION_MESSAGES.payment_pending),
    ).toBeInTheDocument();
  });

  it("says why a member's profile could not load and tries again", async () => {
    let refuse = true;
    const member = aMember(4);
    const { user } = openMembers({
      'get-campground-members': () => [200, membersPage([member])],
      'get-campground-member': () =>
        refuse
          ? [403, { success: false, error: MEMBER_OTHER_CAMPGROUND, code: 'FORBIDDEN' }]
          : [200, { success: true, data: aDetail(member) }],
    });
    const dialog = await profile(user, 'Member 4');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(MEMBER_DETAILS_LOAD_FAILED);
    expect(alert).toHaveTextContent(MEMBER_OTHER_CAMPGROUND);
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: WORDS.tryAgain }));
    expect(await within(dialog).findByRole('region', { name: WORDS.personalInfo })).toBeInTheDocument();
  });

  it('says contact information is not available for a member without an e-mail', async () => {
    const member = aMember(5, { member_profile: { ...aMember(5).member_profile, email: '' } });
    const { user } = openMembers({ 'get-campground-members': () => [200, membersPage([member])] });
    await user.click(await screen.findByRole('button', { name: `${WORDS.contact} Member 5` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEMBER_CONTACT_UNAVAILABLE);
  });
});

describe('owner Members: Export Member List', () => {
  it("downloads the server's CSV for the list's filters, busy while it runs", async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:members');
    URL.revokeObjectURL = vi.fn();
    const exports: string[] = [];
    const busy: (string | null)[] = [];
    const { user } = openMembers({
      'get-campground-members': () => [200, membersPage([aMember(1)])],
      'export-members': (_, { url }) => {
        exports.push(url);
        busy.push(screen.getByRole('button', { name: WORDS.exportList }).getAttribute('aria-busy'));
        // The fake server answers bytes as a file.
        return [200, Uint8Array.from('Name,Email\n', (c) => c.charCodeAt(0))];
      },
    });
    await screen.findByRole('heading', { name: 'Member 1' });
    await user.click(screen.getByRole('button', { name: /Status$/ }));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: WORDS.exportList }));
    expect(await screen.findByText(WORDS.exported)).toBeInTheDocument();
    expect(busy).toEqual(['true']);
    expect(screen.getByRole('button', { name: WORDS.exportList })).not.toHaveAttribute('aria-busy');
    expect(clicked).toEqual([expect.stringMatching(/^members-pine-valley-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const asked = exports.map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));
    expect(asked).toEqual([{ status: 'active', sort_by: 'created_at', sort_order: 'desc' }]);
  });

  it('says the export failed when the server refuses it', async () => {
    const { user } = openMembers({
      'get-campground-members': () => [200, membersPage([aMember(1)])],
      'export-members': () => [403, { success: false, error: 'Only the owner', code: 'FORBIDDEN' }],
    });
    await screen.findByRole('heading', { name: 'Member 1' });
    await user.click(screen.getByRole('button', { name: WORDS.exportList }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS.exportFailed);
  });
});
