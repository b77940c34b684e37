import { WALLET_PASS_WORDS } from '@camppass/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, fakeServer, renderPortal, someTokens } from '../../shared/testing/render-portal';
import { aDashboard, demoMemberships } from './testing/member-data';

const member = aUser();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PKPASS = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
type Answer = [number, unknown] | 'network';

const googleAnswer = (saveUrl: string | null): Answer => [
  200,
  {
    success: true,
    data: { saveUrl, development: saveUrl === null, payload: { aud: 'google', typ: 'savetowallet' } },
  },
];

const openCard = async (apple: () => Answer, google: () => Answer) => {
  const server = fakeServer({
    'get-user-profile': () => [200, { success: true, user: member }],
    'get-member-dashboard': () => [200, aDashboard(demoMemberships())],
    'get-membership-card': () => [200, PNG],
    'get-membership-apple-pass': apple,
    'get-membership-google-pass': google,
  });
  const view = renderPortal('/member-dashboard?tab=memberships', {
    fetch: server.fetch,
    session: { user: member, tokens: someTokens() },
  });
  const weekly = await screen.findByRole('region', { name: 'Weekly' });
  await view.user.click(within(weekly).getByRole('button', { name: 'View Card' }));
  await within(weekly).findByRole('img', { name: 'Digital membership card PINE-WEEKLY' });
  return { ...view, server, weekly };
};

describe('wallet pass buttons on the member’s card', () => {
  const downloads: { href: string; download: string }[] = [];
  const created: Blob[] = [];
  beforeEach(() => {
    downloads.length = 0;
    created.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:file-${created.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('Add to Apple Wallet fetches the member’s .pkpass with their token and saves it under the card’s name', async () => {
    const { user, server, weekly } = await openCard(
      () => [200, PKPASS],
      () => googleAnswer(null),
    );
    await user.click(within(weekly).getByRole('button', { name: WALLET_PASS_WORDS.addToAppleWallet }));
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.download).toBe('membership-card-PINE-WEEKLY.pkpass');
    const pass = created.at(-1) as Blob;
    expect(pass.type).toBe('application/vnd.apple.pkpass');
    expect(new Uint8Array(await pass.arrayBuffer())).toEqual(PKPASS);
    const call = server.calls.find((c) => c.name === 'get-membership-apple-pass');
    expect(call?.authorization).toBe('Bearer access-1');
  });

  it('says so when the Apple pass cannot be made, and pressing again asks again', async () => {
    let fail = true;
    const { user, server, weekly } = await openCard(
      () => (fail ? [500, { success: false, error: 'boom', code: 'INTERNAL_ERROR' }] : [200, PKPASS]),
      () => googleAnswer(null),
    );
    const button = within(weekly).getByRole('button', { name: WALLET_PASS_WORDS.addToAppleWallet });
    await user.click(button);
    expect(await within(weekly).findByText(WALLET_PASS_WORDS.appleFailed)).toBeInTheDocument();
    fail = false;
    await user.click(button);
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(server.calls.filter((c) => c.name === 'get-membership-apple-pass')).toHaveLength(2);
  });

  it('in development shows the note and, for Google, the payload instead of a link', async () => {
    const { user, weekly } = await openCard(
      () => [200, PKPASS],
      () => googleAnswer(null),
    );
    expect(await within(weekly).findByText(WALLET_PASS_WORDS.developmentNote)).toBeInTheDocument();
    expect(within(weekly).queryByRole('link', { name: WALLET_PASS_WORDS.saveToGoogleWallet })).toBeNull();
    await user.click(within(weekly).getByRole('button', { name: WALLET_PASS_WORDS.saveToGoogleWallet }));
    const details = within(weekly).getByText(WALLET_PASS_WORDS.googlePayloadTitle).closest('details');
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('"typ": "savetowallet"');
  });

  it('with a configured issuer, Save to Google Wallet is the save link, with no development note', async () => {
    const { weekly } = await openCard(
      () => [200, PKPASS],
      () => googleAnswer('https://pay.google.com/gp/v/save/eyJ.eyJ.sig'),
    );
    const link = await within(weekly).findByRole('link', { name: WALLET_PASS_WORDS.saveToGoogleWallet });
    expect(link).toHaveAttribute('href', 'https://pay.google.com/gp/v/save/eyJ.eyJ.sig');
    expect(within(weekly).queryByText(WALLET_PASS_WORDS.developmentNote)).toBeNull();
  });

  it('a Google link that cannot be made says so, and Try Again asks again', async () => {
    let fail = true;
    const { user, server, weekly } = await openCard(
      () => [200, PKPASS],
      () => (fail ? [500, { success: false, error: 'boom', code: 'INTERNAL_ERROR' }] : googleAnswer(null)),
    );
    expect(await within(weekly).findByText(WALLET_PASS_WORDS.googleFailed)).toBeInTheDocument();
    fail = false;
    await user.click(within(weekly).getByRole('button', { name: WALLET_PASS_WORDS.tryAgain }));
    expect(await within(weekly).findByText(WALLET_PASS_WORDS.developmentNote)).toBeInTheDocument();
    expect(server.calls.filter((c) => c.name === 'get-membership-google-pass')).toHaveLength(2);
  });
});
