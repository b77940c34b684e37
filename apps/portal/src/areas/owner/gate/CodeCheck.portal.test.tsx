import { GATE_CODE_NOT_FOUND, GATE_WORDS as WORDS } from '@camppass/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSignedPass, openCheckIn as open } from './gate.test-support';

const found = (verdict: string) => ({
  success: true,
  data: {
    verdict,
    membershipId: 'm-typed',
    memberName: 'Pat Lee',
    membershipTypeName: 'Seasonal',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  },
});

const typeCode = async (user: Awaited<ReturnType<typeof open>>['user']) => {
  const form = screen.getByRole('region', { name: WORDS.codeTitle });
  await user.type(within(form).getByRole('textbox', { name: WORDS.codeLabel }), 'PIN-0001');
  await user.type(within(form).getByRole('textbox', { name: WORDS.emailLabel }), 'pat@camp.test');
  await user.click(within(form).getByRole('button', { name: WORDS.checkCode }));
  return form;
};

describe('Check in by code and e-mail', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the verdict with the name and type, and records the visit of the membership found', async () => {
    const { key } = await aSignedPass('c-code', 'm-1');
    const asked: string[] = [];
    const { user, server } = await open(
      'c-code',
      {
        'check-membership-code': (_body, { url }) => {
          asked.push(url);
          return [200, found('valid')];
        },
        'record-check-in': () => [
          200,
          {
            success: true,
            data: {
              checkIn: {
                id: 'ci-1',
                clientId: 'x',
                membershipId: 'm-typed',
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
    await screen.findByText(/Revocations updated/);
    const form = await typeCode(user);
    expect(await within(form).findByText(WORDS.verdicts.valid)).toBeInTheDocument();
    expect(within(form).getByText(WORDS.memberOf('Pat Lee', 'Seasonal'))).toBeInTheDocument();
    expect(asked).toEqual([expect.stringContaining('membershipCode=PIN-0001')]);
    await user.click(within(form).getByRole('button', { name: WORDS.checkIn }));
    expect(await screen.findByText(`${WORDS.checkedIn}: Pat Lee · Seasonal`)).toBeInTheDocument();
    expect(server.calls.find((call) => call.name === 'record-check-in')?.body).toMatchObject({
      campgroundId: 'c-code',
      membershipId: 'm-typed',
    });
  });

  it('shows why a membership is not valid, with no Check in button', async () => {
    const { key } = await aSignedPass('c-code-expired', 'm-1');
    const { user } = await open(
      'c-code-expired',
      { 'check-membership-code': () => [200, found('expired')] },
      key,
    );
    await screen.findByText(/Revocations updated/);
    const form = await typeCode(user);
    expect(await within(form).findByText(WORDS.verdicts.expired)).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: WORDS.checkIn })).not.toBeInTheDocument();
  });

  it('shows the server’s words for an unknown code', async () => {
    const { key } = await aSignedPass('c-code-unknown', 'm-1');
    const { user } = await open(
      'c-code-unknown',
      {
        'check-membership-code': () => [
          404,
          { success: false, error: GATE_CODE_NOT_FOUND, code: 'NOT_FOUND' },
        ],
      },
      key,
    );
    await screen.findByText(/Revocations updated/);
    const form = await typeCode(user);
    expect(await within(form).findByText(GATE_CODE_NOT_FOUND)).toBeInTheDocument();
  });

  it('says a code needs the connection, offline or when the call does not arrive', async () => {
    const { key } = await aSignedPass('c-code-offline', 'm-1');
    const { user, server } = await open('c-code-offline', { 'check-membership-code': () => 'network' }, key);
    await screen.findByText(/Revocations updated/);
    const form = await typeCode(user);
    expect(await within(form).findByText(WORDS.codeOffline)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.name === 'check-membership-code')).toHaveLength(1);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(form).getByRole('button', { name: WORDS.checkCode }));
    expect(await within(form).findByText(WORDS.codeOffline)).toBeInTheDocument();
    expect(server.calls.filter((call) => call.name === 'check-membership-code')).toHaveLength(1);
  });
});
