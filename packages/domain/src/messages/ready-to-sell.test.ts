import { describe, expect, it } from 'vitest';
import { isReadyToSell, readyToSellChecklist } from './ready-to-sell';

describe('ready-to-sell checklist', () => {
  it('lists payouts as not yet available, then type, logo and terms as done or to do', () => {
    const items = readyToSellChecklist({ membershipType: true, logo: false, terms: false });
    expect(items.map((item) => [item.step, item.done])).toEqual([
      ['payouts', null],
      ['membershipType', true],
      ['logo', false],
      ['terms', false],
    ]);
  });

  it('is ready once every step that can be taken is done', () => {
    expect(isReadyToSell({ membershipType: true, logo: true, terms: true })).toBe(true);
    expect(isReadyToSell({ membershipType: false, logo: true, terms: true })).toBe(false);
  });
});
