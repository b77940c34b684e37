import { calendarDate, cardPassSignedText, cardPassText, GATE_WORDS as WORDS } from '@camppass/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOwnerCampground, openOwnerTab } from '../open-owner-tab.test-support';
import { CheckInTab } from './CheckInTab';

const base64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** A campground key and a pass it signs for a membership valid through 2099. */
const aSignedPass = async (campgroundId: string, membershipId: string) => {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const publicKey = base64Url(await crypto.subtle.exportKey('raw', pair.publicKey));
  const claims = {
    keyId: 'key-1',
    membershipId,
    campgroundId,
    startDate: calendarDate('2020-01-01'),
    endDate: calendarDate('2099-12-31'),
    issuedAt: 1_700_000_000,
  };
  const signature = await crypto.subtle.sign(
    'Ed25519',
    pair.privateKey,
    new TextEncoder().encode(cardPassSignedText(claims)),
  );
  return {
    key: { keyId: 'key-1', publicKey, retiredAt: null },
    pass: cardPassText(claims, base64Url(signature)),
  };
};

const open = async (
  campgroundId: string,
  handlers: Parameters<typeof openOwnerTab>[1],
  key: { keyId: string; publicKey: string; retiredAt: null },
  revocations: unknown[] = [],
) =>
  openOwnerTab(
    <CheckInTab />,
    {
      'get-card-pass-keys': () => [200, { success: true, data: { keys: [key] } }],
      'get-card-revocations': () => [
        200,
        { success: true, data: { revocations, asOf: '2026-06-01T12:00:00.000Z' } },
      ],
      ...handlers,
    },
    { campgrounds: [anOwnerCampground(campgroundId, 'Pine Valley')] },
  );

describe('Check in', () => {
  it('says a signed card is valid today, records the visit, and warns on a second scan within a minute', async () => {
    const { key, pass } = await aSignedPass('c-valid', 'm-1');
    const { user, server } = await open(
      'c-valid',
      {
        'record-check-in': () => [
          200,
          {
            success: true,
            data: {
              checkIn: {
                id: 'ci-1',
                clientId: 'x',
                membershipId: 'm-1',
                checkedBy: 'u-owner',
                device: '',
                checkedAt: '2026-06-01T12:00:00.000Z',
                recordedAt: '2026-06-01T12:00:00.000Z',
              },
              created: true,
              memberName: 'Pat Lee',
              membershipTypeName: 'Seasonal',
            },
          },
        ],
      },
      key,
    );
    expect(await screen.findByText(/Revocations updated just now/)).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: WORDS.passLabel }),
      `https://x.test/membership-status/t#pass=${pass}`,
    );
    await user.click(screen.getByRole('button', { name: WORDS.check }));
    expect(await screen.findByText(WORDS.verdicts.valid)).toBeInTheDocument();
    expect(screen.queryByText(WORDS.scannedTwice)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WORDS.checkIn }));
    expect(await screen.findByText(`${WORDS.checkedIn}: Pat Lee · Seasonal`)).toBeInTheDocument();
    expect(server.calls.find((call) => call.name === 'record-check-in')?.body).toMatchObject({
      campgroundId: 'c-valid',
      membershipId: 'm-1',
      clientId: expect.any(String),
    });
    await user.click(screen.getByRole('button', { name: WORDS.check }));
    expect(await screen.findByText(WORDS.scannedTwice)).toBeInTheDocument();
  });

  it('refuses a revoked card, another campground’s card and a tampered one', async () => {
    const { key, pass } = await aSignedPass('c-refuse', 'm-2');
    const { user } = await open('c-refuse', {}, key, [
      { membershipId: 'm-2', reason: 'cancelled', at: 1_700_000_100 },
    ]);
    await screen.findByText(/Revocations updated/);
    const field = screen.getByRole('textbox', { name: WORDS.passLabel });
    await user.type(field, pass);
    await user.click(screen.getByRole('button', { name: WORDS.check }));
    expect(await screen.findByText(WORDS.verdicts.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: WORDS.checkIn })).not.toBeInTheDocument();

    const elsewhere = await aSignedPass('c-other', 'm-3');
    await user.clear(field);
    await user.type(field, elsewhere.pass);
    await user.click(screen.getByRole('button', { name: WORDS.check }));
    expect(await screen.findByText(WORDS.verdicts['other-campground'])).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, pass.replace('.20991231.', '.21001231.'));
    await user.click(screen.getByRole('button', { name: WORDS.check }));
    expect(await screen.findByText(WORDS.verdicts['not-a-card'])).toBeInTheDocument();
  });

  it('queues a check-in that cannot reach the server and sends it when the browser is online again', async () => {
    const { key, pass } = await aSignedPass('c-offline', 'm-4');
    let reachable = false;
    const { user, server } = await open(
      'c-offline',
      { 'record-check-in': () => (reachable ? [200, { success: true, data: {} }] : 'network') },
      key,
    );
    await screen.findByText(/Revocations updated/);
    await user.type(screen.getByRole('textbox', { name: WORDS.passLabel }), pass);
    await user.click(screen.getByRole('button', { name: WORDS.check }));
    await user.click(await screen.findByRole('button', { name: WORDS.checkIn }));
    expect(await screen.findByText(WORDS.queued)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(WORDS.pending(1)))).toBeInTheDocument();
    reachable = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(new RegExp(WORDS.pending(1)))).not.toBeInTheDocument());
    const sent = server.calls.filter((call) => call.name === 'record-check-in');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });
});
