import { GATE_WORDS as WORDS } from '@camppass/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOwnerCampground, openOwnerTab } from '../open-owner-tab.test-support';
import { RotateCardKey } from './RotateCardKey';

const keys = { success: true, data: { keys: [{ keyId: 'k2', publicKey: 'pk', retiredAt: null }] } };

describe('Rotate card signing key', () => {
  it('asks first, and rotates only when confirmed', async () => {
    const bodies: unknown[] = [];
    const { user } = openOwnerTab(
      <RotateCardKey />,
      {
        'rotate-card-signing-key': (body) => {
          bodies.push(body);
          return [200, keys];
        },
      },
      { campgrounds: [anOwnerCampground('c-rot', 'Pine Valley')] },
    );
    await user.click(screen.getByRole('button', { name: WORDS.rotate }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(WORDS.rotateConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: WORDS.rotate }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: WORDS.rotate }));
    expect(await screen.findByText(WORDS.rotateDone)).toBeInTheDocument();
    expect(bodies).toEqual([{ campgroundId: 'c-rot' }]);
  });

  it('says when the rotation failed', async () => {
    const { user } = openOwnerTab(
      <RotateCardKey />,
      {
        'rotate-card-signing-key': () => [500, { success: false, error: 'Boom', code: 'INTERNAL_ERROR' }],
      },
      { campgrounds: [anOwnerCampground('c-fail', 'Pine Valley')] },
    );
    await user.click(screen.getByRole('button', { name: WORDS.rotate }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: WORDS.rotate }));
    expect(await screen.findByText(WORDS.rotateFailed)).toBeInTheDocument();
  });

  it('is not offered to staff', () => {
    openOwnerTab(
      <RotateCardKey />,
      {},
      {
        campgrounds: [anOwnerCampground('c-staff', 'Pine Valley', { caller_role: 'staff' })],
      },
    );
    expect(screen.queryByRole('button', { name: WORDS.rotate })).toBeNull();
  });
});
