import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';
import { documentRows, linkExpired } from './DocumentsSection';
import { aDocument, aDocumentSet, aProfile } from './testing/member-data';

const member = aUser();
type Answer = [number, unknown] | 'network';

const open = (documents: () => Answer) => {
  const server = fakeServer({
    'get-user-profile': () => [200, { success: true, user: member }],
    'update-profile': () => [200, { success: true, profile: aProfile(member.id) }],
    'get-user-documents': documents,
  });
  const view = renderPortal('/member-dashboard?tab=profile', {
    fetch: server.fetch,
    session: { user: member, tokens: someTokens() },
  });
  return { ...view, server };
};

const lineOf = (fileName: string) => screen.getByText(fileName).closest('li') as HTMLElement;

describe('member documents (02 §2)', () => {
  it('lists name, size in MB or KB, upload date and status, with a download by signed link', async () => {
    const set = aDocumentSet(member.id, {
      selfie: [
        aDocument({ id: 'id-front' }),
        aDocument({ id: 'no-size', file_size: null, status: 'pending' }),
        aDocument({ id: 'signature', file_size: 4_200, status: 'pending' }),
      ],
      military: [aDocument({ id: 'dd214', type: 'military_document', status: 'rejected' })],
    });
    const { server } = open(() => [200, set]);
    const list = await screen.findByRole('list', { name: 'My Documents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const front = lineOf('id-front.jpg');
    expect(front).toHaveTextContent('Photo ID · 1.50 MB · Uploaded 11/10/2026');
    expect(within(front).getByText('approved')).toBeInTheDocument();
    const link = within(front).getByRole('link', { name: 'Download id-front.jpg' });
    expect(link).toHaveAttribute('href', 'https://files.test/id-front.jpg?token=1');
    expect(lineOf('signature.jpg')).toHaveTextContent('Photo ID · 4.1 KB · Uploaded 11/10/2026');
    // A file whose size was never recorded says nothing about it rather than 'Unknown size'.
    expect(lineOf('no-size.jpg')).toHaveTextContent(/^no-size\.jpgPhoto ID · Uploaded/);
    expect(lineOf('dd214.jpg')).toHaveTextContent('Military Document');
    expect(within(lineOf('dd214.jpg')).getByText('rejected')).toBeInTheDocument();
    expect(server.calls.find((c) => c.name === 'get-user-documents')?.authorization).toBe('Bearer access-1');
  });

  it("shows 'Limited Access' and a contact-support alert for a document with an error, without a download", async () => {
    open(() => [
      200,
      aDocumentSet(member.id, { selfie: [aDocument({ id: 'broken', error: 'Storage unreachable' })] }),
    ]);
    await screen.findByRole('list', { name: 'My Documents' });
    const line = lineOf('broken.jpg');
    expect(within(line).getByText('Limited Access')).toBeInTheDocument();
    expect(within(line).getByRole('alert')).toHaveTextContent('Please contact support.');
    expect(within(line).queryByRole('link')).toBeNull();
  });

  it('says the URL is unavailable when a document has no signed link', async () => {
    open(() => [200, aDocumentSet(member.id, { selfie: [aDocument({ id: 'unsigned', signed_url: null })] })]);
    await screen.findByRole('list', { name: 'My Documents' });
    expect(lineOf('unsigned.jpg')).toHaveTextContent(
      'The document URL is unavailable. Please refresh the page.',
    );
  });

  it('fetches the documents again before opening an expired link, and shows the fresh link', async () => {
    let answers = 0;
    const { user, server } = open(() => {
      answers += 1;
      const expired = answers === 1;
      return [
        200,
        aDocumentSet(member.id, {
          selfie: [
            aDocument({
              id: 'id-front',
              signed_url: `https://files.test/id-front.jpg?token=${answers}`,
              expires_at: expired ? '2020-01-01T00:00:00.000Z' : '2099-01-01T00:00:00.000Z',
            }),
          ],
        }),
      ];
    });
    const link = await screen.findByRole('link', { name: 'Download id-front.jpg' });
    await user.click(link);
    expect(await screen.findByRole('link', { name: 'Download id-front.jpg' })).toHaveAttribute(
      'href',
      'https://files.test/id-front.jpg?token=2',
    );
    expect(server.calls.filter((c) => c.name === 'get-user-documents')).toHaveLength(2);
  });

  it('shows the empty state when there are no documents', async () => {
    open(() => [200, aDocumentSet(member.id)]);
    expect(await screen.findByRole('heading', { name: 'No Documents Yet' })).toBeInTheDocument();
  });

  it("shows the server's refusal with Try Again, which asks again", async () => {
    let fail = true;
    const { user, server } = open(() =>
      fail
        ? [
            403,
            {
              success: false,
              error: "Access denied. You don't have permission to view these documents.",
              code: 'FORBIDDEN',
            },
          ]
        : [200, aDocumentSet(member.id, { selfie: [aDocument({ id: 'id-front' })] })],
    );
    const region = await screen.findByRole('region', { name: 'My Documents' });
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent("Access denied. You don't have permission to view these documents.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('id-front.jpg')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'get-user-documents')).toHaveLength(2);
  });
});

describe('document rows', () => {
  it('skips documents missing an id or a url and lists the profile files', () => {
    const set = aDocumentSet('u', {
      selfie: [aDocument({ id: '' }), aDocument({ id: 'nourl', document_url: null, signed_url: null })],
    });
    set.data.profileDocuments.id_photo_url = 'profiles/u/id%20photo.png';
    set.data.profileDocuments.id_photo_signed_url = 'https://files.test/id.png?token=1';
    const rows = documentRows(set.data);
    expect(rows.map((r) => [r.typeName, r.fileName, r.signedUrl])).toEqual([
      ['Profile ID Photo', 'id photo.png', 'https://files.test/id.png?token=1'],
    ]);
  });

  it('treats a passed or present expiry as expired and no expiry as lasting', () => {
    const now = Date.parse('2026-11-25T12:00:00.000Z');
    expect(linkExpired('2026-11-25T12:00:00.000Z', now)).toBe(true);
    expect(linkExpired('2026-11-25T12:00:01.000Z', now)).toBe(false);
    expect(linkExpired(null, now)).toBe(false);
  });
});
