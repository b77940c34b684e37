import { describe, expect, it } from 'vitest';
import { isReadyToSell, readyToSellChecklist } from './ready-to-sell';

describe('ready-to-sell checklist', () => {
  it('lists payouts (not known until read), then type, logo and terms as done or to do', () => {
    const items = readyToSellChecklist({ membershipType: true, logo: false, terms: false });
    expect(items.map((item) => [item.step, item.done])).toEqual([
      ['payouts', null],
      ['membershipType', true],
      ['logo', false],
      ['terms', false],
    ]);
  });

  it('is ready once every step whose state is known is done', () => {
    expect(isReadyToSell({ membershipType: true, logo: true, terms: true })).toBe(true);
    expect(isReadyToSell({ membershipType: false, logo: true, terms: true })).toBe(false);
    expect(isReadyToSell({ membershipType: true, logo: true, terms: true, payouts: true })).toBe(true);
  });

  it('keeps a campground whose payouts account takes no card payments off sale, saying where to fix it', () => {
    const readiness = { membershipType: true, logo: true, terms: true, payouts: false };
    expect(isReadyToSell(readiness)).toBe(false);
    const [payouts] = readyToSellChecklist(readiness);
    expect(payouts).toMatchObject({ step: 'payouts', done: false });
    expect(payouts?.hint).toContain('Settings → Payouts');
    expect(readyToSellChecklist({ ...readiness, payouts: true })[0]?.done).toBe(true);
  });
});
