import { calendarDate, cardPassSignedText, cardPassText } from '@camppass/domain';
import type { UserEvent } from '@testing-library/user-event';
import { anOwnerCampground, openOwnerTab } from '../open-owner-tab.test-support';
import { CheckInTab } from './CheckInTab';

const base64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** A campground key and a pass it signs for a membership valid through 2099. */
export const aSignedPass = async (campgroundId: string, membershipId: string) => {
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

export const openCheckIn = async (
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

/** A card's link or pass put in the field as a scanner or a paste does: at once, not key by key. */
export const pasteInto = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};
