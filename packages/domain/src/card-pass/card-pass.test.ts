import { describe, expect, it } from 'vitest';
import { calendarDate } from '../dates/calendar-date';
import { cardPassDates, cardPassInScan, cardPassText, parseCardPass } from './card-pass';

const CLAIMS = {
  keyId: 'k3y-Id_1',
  membershipId: '00000000-0000-4000-8000-0000000000c1',
  campgroundId: '00000000-0000-4000-8000-00000000000a',
  startDate: calendarDate('2026-06-01'),
  endDate: calendarDate('2026-08-31'),
  issuedAt: 1_780_315_200,
};
const SIGNATURE = 'A'.repeat(86);

describe('card pass text', () => {
  it('writes the claims compactly and reads them back with the exact signed text', () => {
    const text = cardPassText(CLAIMS, SIGNATURE);
    expect(text).toBe(
      `1.k3y-Id_1.${CLAIMS.membershipId}.${CLAIMS.campgroundId}.20260601.20260831.1780315200.${SIGNATURE}`,
    );
    expect(parseCardPass(text)).toEqual({
      claims: CLAIMS,
      signed: text.slice(0, text.lastIndexOf('.')),
      signature: SIGNATURE,
    });
  });

  it('reads nothing from text that is not a pass of this version', () => {
    const text = cardPassText(CLAIMS, SIGNATURE);
    for (const bad of [
      '',
      text.replace(/^1\./, '2.'),
      text.replace('.20260831.', '.20260231.'),
      text.replace('.20260831.', '.20260531.'),
      `${text}.extra`,
      text.replace('k3y-Id_1', 'k3y/Id'),
      text.replace('1780315200', '17803x5200'),
    ]) {
      expect(parseCardPass(bad)).toBeNull();
    }
  });

  it('finds the pass in a scanned status link’s fragment, or bare', () => {
    const text = cardPassText(CLAIMS, SIGNATURE);
    expect(cardPassInScan(`https://portal.example.com/membership-status/tok#pass=${text}`)).toBe(text);
    expect(cardPassInScan(` ${text} `)).toBe(text);
    expect(cardPassInScan('https://portal.example.com/membership-status/tok')).toBeNull();
  });

  it('places today before, within or after the dates, both ends included', () => {
    expect(cardPassDates(CLAIMS, calendarDate('2026-05-31'))).toBe('not-started');
    expect(cardPassDates(CLAIMS, calendarDate('2026-06-01'))).toBe('valid');
    expect(cardPassDates(CLAIMS, calendarDate('2026-08-31'))).toBe('valid');
    expect(cardPassDates(CLAIMS, calendarDate('2026-09-01'))).toBe('expired');
  });
});
