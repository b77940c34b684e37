import { describe, expect, it } from 'vitest';
import { DOCUMENT_LINK_MAX_AGE_MS, documentLinksStale, reviewTrailLine } from './document-verification';

describe('document verification words and rules', () => {
  it('renews links only when the last load is older than 240 s (03 §4)', () => {
    const loadedAt = 1_000_000;
    expect(documentLinksStale(loadedAt, loadedAt + DOCUMENT_LINK_MAX_AGE_MS)).toBe(false);
    expect(documentLinksStale(loadedAt, loadedAt + DOCUMENT_LINK_MAX_AGE_MS + 1)).toBe(true);
    expect(documentLinksStale(0, loadedAt)).toBe(false);
  });

  it('reads a trail entry as who decided what, and when', () => {
    expect(reviewTrailLine('approved', 'Olive Owner', '11/25/2026, 8:00 PM')).toBe(
      'Approved by Olive Owner on 11/25/2026, 8:00 PM',
    );
    expect(reviewTrailLine('rejected', 'Stan', 'today')).toBe('Rejected by Stan on today');
  });
});
