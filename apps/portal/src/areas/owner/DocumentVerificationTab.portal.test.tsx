import {
  DOCUMENT_LIMITED_ACCESS_ALERT,
  DOCUMENT_REJECT_NOTES_REQUIRED,
  DOCUMENTS_ACCESS_DENIED,
  NO_DOCUMENTS_FOUND,
} from '@camppass/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOwnerCampground, openOwner, ownerCampgroundsAnswer } from './owner-area.test-support';

const TAB = 'military-verification';
const NOW = Date.parse('2026-11-25T20:00:00.000Z');
const pagination = (totalCount: number) => ({
  page: 1,
  limit: 20,
  totalCount,
  totalPages: Math.ceil(totalCount / 20),
  hasNextPage: false,
  hasPreviousPage: false,
});
const aTrailEntry = (fields: Record<string, unknown> = {}) => ({
  id: 'r-1',
  decision: 'approved',
  notes: 'Face matches the ID',
  reviewer_name: 'Olivia Owner',
  reviewed_at: '2026-11-25T19:00:00.000Z',
  ...fields,
});
const aRecord = (fields: Record<string, unknown> = {}) => ({
  id: 'd-1',
  content_type: 'image/png',
  uploaded_at: '2026-11-20T10:00:00.000Z',
  status: 'pending',
  review_trail: [],
  membership_id: 'm-1',
  membership_code: 'PIN-0001',
  membership_status: 'active',
  membership_created_at: '2026-11-20T10:00:00.000Z',
  first_name: 'Morgan',
  last_name: 'Member',
  email: 'morgan@camppass.test',
  signed_url: 'https://files.camppass.test/d-1.png?sig=1',
  signed_url_expires_at: new Date(NOW + 300_000).toISOString(),
  signed_url_error: null,
  ...fields,
});
const selfies = (records: unknown[]) => ({
  success: true,
  data: { documents_with_photos: records },
  stats: {
    total_memberships: 3,
    documents_with_urls: records.length,
    pending: records.filter((r) => (r as { status: string }).status === 'pending').length,
  },
  pagination: pagination(records.length),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Document Verification tab (03 §2.8)', () => {
  it('says how many documents wait for a review, and Pending only asks the server for those alone', async () => {
    const waiting = aRecord({ id: 'd-9', membership_code: 'PIN-0009' });
    const done = aRecord({ id: 'd-8', membership_code: 'PIN-0008', status: 'approved' });
    const { user } = openOwner(TAB, {
      'get-selfie-documents': (_body, { url }) => [
        200,
        new URL(url, 'http://portal.test').searchParams.get('status') === 'pending'
          ? selfies([waiting])
          : {
              ...selfies([waiting, done]),
              stats: { total_memberships: 3, documents_with_urls: 2, pending: 1 },
            },
      ],
    });
    expect(await screen.findByText('1 waiting for review')).toBeInTheDocument();
    expect(await screen.findByText('PIN-0008', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Pending only' }));
    await waitFor(() => expect(screen.queryByText('PIN-0008', { exact: false })).toBeNull());
    expect(screen.getByText('PIN-0009', { exact: false })).toBeInTheDocument();
  });

  it('loads the first campground’s selfies, then signatures and military documents as each tab opens', async () => {
    const { server, user } = openOwner(TAB, {
      'get-selfie-documents': () => [
        200,
        selfies([aRecord({ review_trail: [aTrailEntry()], status: 'approved' })]),
      ],
      'user-signature': () => [
        200,
        {
          success: true,
          data: {
            signatures_with_urls: [{ ...aRecord({ id: 'd-2', membership_code: 'PIN-0002' }), numid: 'N-77' }],
          },
          stats: { total_memberships: 3, signatures_with_urls: 1, pending: 1 },
          pagination: pagination(1),
        },
      ],
      'get-military-users-with-membership': () => [
        200,
        {
          success: true,
          data: [
            {
              id: 'u-9',
              first_name: 'Vera',
              last_name: 'Veteran',
              email: 'vera@camppass.test',
              phone: '555-0100',
              military_documents: [
                {
                  id: 'd-3',
                  content_type: 'application/pdf',
                  uploaded_at: '2026-11-21T10:00:00.000Z',
                  status: 'rejected',
                  review_trail: [aTrailEntry({ decision: 'rejected', notes: 'Expired ID card' })],
                  document_type: 'military-document',
                  membership_id: 'm-3',
                  membership_code: 'PIN-0003',
                  signed_url: 'https://files.camppass.test/d-3.pdf?sig=1',
                  expires_at: new Date(NOW + 300_000).toISOString(),
                  error: null,
                },
              ],
            },
          ],
          stats: { pending: 0 },
          pagination: pagination(1),
        },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Selfie with ID' });
    expect(within(list).getByRole('heading', { name: 'Morgan Member' })).toBeInTheDocument();
    expect(within(list).getByText('Approved')).toBeInTheDocument();
    const trail = within(list).getByRole('region', { name: 'Review trail' });
    expect(trail).toHaveTextContent(/Approved by Olivia Owner on .*2026/);
    expect(trail).toHaveTextContent('Face matches the ID');
    const view = within(list).getByRole('link', {
      name: /View document: Selfie with ID, Morgan Member, PIN-0001/,
    });
    expect(view).toHaveAttribute('href', 'https://files.camppass.test/d-1.png?sig=1');
    const asked = server.calls.find((c) => c.name === 'get-selfie-documents');
    expect(asked?.authorization).toBe('Bearer access-1');
    expect(server.calls.some((c) => c.name === 'user-signature')).toBe(false);

    await user.click(screen.getByRole('tab', { name: 'E-Signatures' }));
    expect(await screen.findByText(/NUMID N-77/)).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    const military = await screen.findByRole('list', { name: 'Military Documents' });
    expect(within(military).getByRole('heading', { name: 'Vera Veteran' })).toBeInTheDocument();
    expect(within(military).getByText(/vera@camppass.test · 555-0100/)).toBeInTheDocument();
    expect(within(military).getByText('Expired ID card')).toBeInTheDocument();
  });

  it('approves with a note, and needs a note to reject', async () => {
    let status = 'pending';
    let trail: unknown[] = [];
    const { server, user } = openOwner(TAB, {
      'get-selfie-documents': () => [200, selfies([aRecord({ status, review_trail: trail })])],
      'review-document': (body) => {
        status = 'approved';
        trail = [aTrailEntry({ notes: (body as { notes: string }).notes })];
        return [
          200,
          { success: true, data: { document: { id: 'd-1', status }, review: trail[0], review_trail: trail } },
        ];
      },
    });
    await user.click(await screen.findByRole('button', { name: /Reject: Selfie with ID, Morgan Member/ }));
    const rejecting = screen.getByRole('dialog');
    await user.click(within(rejecting).getByRole('button', { name: 'Reject document' }));
    expect(within(rejecting).getByText(DOCUMENT_REJECT_NOTES_REQUIRED)).toBeInTheDocument();
    await user.click(within(rejecting).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: /Approve: Selfie with ID, Morgan Member/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'Looks right');
    await user.click(within(dialog).getByRole('button', { name: 'Approve document' }));
    expect(await screen.findByText(/Document approved\. \(Morgan Member, PIN-0001\)/)).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'review-document')?.body).toEqual({
      document_id: 'd-1',
      decision: 'approve',
      notes: 'Looks right',
      campground_id: 'c-1',
    });
    expect(await screen.findByText('Looks right')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('shows Limited Access for a document without a link, and searches with Update', async () => {
    const { server, user } = openOwner(TAB, {
      'get-selfie-documents': (_body, { url }) =>
        new URL(url, 'http://x').searchParams.get('search')
          ? [200, selfies([])]
          : [
              200,
              selfies([aRecord({ signed_url: null, signed_url_expires_at: null, signed_url_error: 'gone' })]),
            ],
    });
    expect(await screen.findByText(DOCUMENT_LIMITED_ACCESS_ALERT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View document/ })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(NO_DOCUMENTS_FOUND)).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'get-selfie-documents')).toHaveLength(2);
  });

  // 401 is covered in the client's message table: the portal first renews the session, then signs out.
  it.each([
    [403, DOCUMENTS_ACCESS_DENIED],
    [500, 'Server error (500). Please try again later.'],
  ])('shows the %i failure with Retry, which asks again', async (status, message) => {
    let fail = true;
    const { user } = openOwner(TAB, {
      'get-selfie-documents': () => (fail ? [status, 'not json'] : [200, selfies([aRecord()])]),
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Selfie with ID' })).toBeInTheDocument();
  });

  it('loads the chosen campground’s documents when another is chosen', async () => {
    const asked: (string | null)[] = [];
    const { user } = openOwner(TAB, {
      'owner-campgrounds': () =>
        ownerCampgroundsAnswer([anOwnerCampground(), anOwnerCampground({ id: 'c-2', name: 'Lakeside' })]),
      'get-selfie-documents': (_body, { url }) => {
        asked.push(new URL(url, 'http://x').searchParams.get('campground_id'));
        return [200, selfies([])];
      },
    });
    await screen.findByText('No documents to verify yet.');
    expect(asked).toEqual(['c-1']);
    const tab = screen.getByRole('region', { name: 'Document Verification' });
    await user.click(within(tab).getByRole('button', { name: /Campground/ }));
    await user.click(await screen.findByRole('option', { name: 'Lakeside' }));
    await waitFor(() => expect(asked).toEqual(['c-1', 'c-2']));
  });

  it('checks every 60 s and reloads once the last load is older than 240 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const { server } = openOwner(TAB, { 'get-selfie-documents': () => [200, selfies([aRecord()])] });
    await screen.findByRole('list', { name: 'Selfie with ID' });
    const loads = () => server.calls.filter((c) => c.name === 'get-selfie-documents').length;
    expect(loads()).toBe(1);
    // Checks at 60, 120 and 180 s find the links fresh; the one at 240 s finds them older than 240 s.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(239_000);
    });
    expect(loads()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    await waitFor(() => expect(loads()).toBe(2));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200_000);
    });
    expect(loads()).toBe(2);
  });
});
