import { GATE_WORDS as WORDS, GATE_STAFF_ONLY as WORDS_STAFF_ONLY } from '@camppass/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSignedPass, openCheckIn as open, pasteInto } from './gate.test-support';

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
    await pasteInto(
      user,
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
    await pasteInto(user, field, pass);
    await user.click(screen.getByRole('button', { name: WORDS.check }));
    expect(await screen.findByText(WORDS.verdicts.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: WORDS.checkIn })).not.toBeInTheDocument();

    const elsewhere = await aSignedPass('c-other', 'm-3');
    await user.clear(field);
    await pasteInto(user, field, elsewhere.pass);
    await user.click(screen.getByRole('button', { name: WORDS.check }));
    expect(await screen.findByText(WORDS.verdicts['other-campground'])).toBeInTheDocument();

    await user.clear(field);
    await pasteInto(user, field, pass.replace('.20991231.', '.21001231.'));
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
    await pasteInto(user, screen.getByRole('textbox', { name: WORDS.passLabel }), pass);
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

describe('Check in refused by the server', () => {
  it('shows a queued check-in the server refuses as an error and takes it off the queue', async () => {
    const { key, pass } = await aSignedPass('c-refused', 'm-5');
    let reachable = false;
    const { user, server } = await open(
      'c-refused',
      {
        'record-check-in': () =>
          reachable
            ? [404, { success: false, error: 'No membership with this id.', code: 'NOT_FOUND' }]
            : 'network',
      },
      key,
    );
    await screen.findByText(/Revocations updated/);
    await pasteInto(user, screen.getByRole('textbox', { name: WORDS.passLabel }), pass);
    await user.click(screen.getByRole('button', { name: WORDS.check }));
    await user.click(await screen.findByRole('button', { name: WORDS.checkIn }));
    expect(await screen.findByText(new RegExp(WORDS.pending(1)))).toBeInTheDocument();
    reachable = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No membership with this id.');
    await waitFor(() => expect(screen.queryByText(new RegExp(WORDS.pending(1)))).not.toBeInTheDocument());
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.name === 'get-card-pass-keys')).toHaveLength(3),
    );
    expect(server.calls.filter((call) => call.name === 'record-check-in')).toHaveLength(2);
  });

  it('shows a check-in refused online as an error rather than queuing it', async () => {
    const { key, pass } = await aSignedPass('c-refused-now', 'm-6');
    const { user } = await open(
      'c-refused-now',
      {
        'record-check-in': () => [403, { success: false, error: WORDS_STAFF_ONLY, code: 'FORBIDDEN' }],
      },
      key,
    );
    await screen.findByText(/Revocations updated/);
    await pasteInto(user, screen.getByRole('textbox', { name: WORDS.passLabel }), pass);
    await user.click(screen.getByRole('button', { name: WORDS.check }));
    await user.click(await screen.findByRole('button', { name: WORDS.checkIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WORDS_STAFF_ONLY);
    expect(screen.queryByText(WORDS.queued)).not.toBeInTheDocument();
    expect(screen.queryByText(/waiting to be sent/)).not.toBeInTheDocument();
  });
});
