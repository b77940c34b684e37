import { GATE_WORDS as WORDS } from '@camppass/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSignedPass, openCheckIn as open, pasteInto } from './gate.test-support';
import { readKnownMembers, rememberMember } from './gate-store';

const recorded = (membershipId: string) => ({
  success: true,
  data: {
    checkIn: {
      id: 'ci-1',
      clientId: 'x',
      membershipId,
      checkedBy: 'u-owner',
      device: '',
      checkedAt: '2026-06-01T12:00:00.000Z',
      recordedAt: '2026-06-01T12:00:00.000Z',
    },
    created: true,
    memberName: 'Pat Lee',
    membershipTypeName: 'Seasonal',
  },
});

const verdictOf = () => screen.getByText(WORDS.verdicts.valid).closest('[role="status"]') as HTMLElement;

describe('Check in: the names of members lately checked in', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the name and type of a card checked in before, from what the scanner keeps', async () => {
    const { key, pass } = await aSignedPass('c-names', 'm-known');
    const { user, server } = await open(
      'c-names',
      { 'record-check-in': () => [200, recorded('m-known')] },
      key,
    );
    await screen.findByText(/Revocations updated/);
    await pasteInto(user, screen.getByRole('textbox', { name: WORDS.passLabel }), pass);
    await user.click(screen.getByRole('button', { name: WORDS.check }));
    await screen.findByText(WORDS.verdicts.valid);
    // Never checked in on this device: no name yet.
    expect(within(verdictOf()).queryByText(WORDS.memberOf('Pat Lee', 'Seasonal'))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WORDS.checkIn }));
    await screen.findByText(`${WORDS.checkedIn}: Pat Lee · Seasonal`);

    // No connection now: the card is checked again with what the scanner keeps, names included.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const callsBefore = server.calls.length;
    await user.click(screen.getByRole('button', { name: WORDS.check }));
    expect(await within(verdictOf()).findByText(WORDS.memberOf('Pat Lee', 'Seasonal'))).toBeInTheDocument();
    expect(server.calls).toHaveLength(callsBefore);
  });

  it('keeps the 500 members seen last, forgetting the oldest', async () => {
    for (let n = 0; n < 502; n += 1) {
      const at = new Date(Date.UTC(2026, 5, 1, 0, 0, n));
      await rememberMember(
        'c-many',
        `m-${n}`,
        { memberName: `Member ${n}`, membershipTypeName: 'Annual' },
        at,
      );
    }
    const known = await readKnownMembers('c-many');
    expect(Object.keys(known)).toHaveLength(500);
    expect(known['m-0']).toBeUndefined();
    expect(known['m-1']).toBeUndefined();
    expect(known['m-501']).toMatchObject({ memberName: 'Member 501', membershipTypeName: 'Annual' });
  });
});
