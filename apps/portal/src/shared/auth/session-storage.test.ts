import { describe, expect, it } from 'vitest';
import { aUser, someTokens } from '../testing/render-portal';
import { clearStoredData, isExpired, readSession, writeSession, writeTokens } from './session-storage';

describe('stored session (01 §4)', () => {
  it('restores user and tokens only when both are there and well-formed', async () => {
    const storage = window.localStorage;
    expect(await readSession(storage)).toBeNull();
    writeSession(storage, { user: aUser(), tokens: someTokens() });
    expect(await readSession(storage)).toEqual({ user: aUser(), tokens: someTokens() });
    storage.removeItem('camppass.tokens');
    expect(await readSession(storage)).toBeNull();
    storage.setItem('camppass.tokens', '{not json');
    expect(await readSession(storage)).toBeNull();
    storage.setItem('camppass.tokens', JSON.stringify({ accessToken: 'a' }));
    expect(await readSession(storage)).toBeNull();
  });

  it('replaces the tokens after a refresh and clears every value of the portal on logout', async () => {
    const storage = window.localStorage;
    writeSession(storage, { user: aUser(), tokens: someTokens() });
    writeTokens(storage, { ...someTokens(), accessToken: 'access-2' });
    expect((await readSession(storage))?.tokens.accessToken).toBe('access-2');
    storage.setItem('camppass.selected-campground', 'c-1');
    storage.setItem('unrelated', 'kept');
    clearStoredData(storage);
    expect(Object.keys(storage)).toEqual(['unrelated']);
  });

  it('counts the access token as expired once expiresAt has passed', () => {
    const tokens = someTokens('2026-01-01T00:00:00.000Z');
    const end = Date.parse('2026-01-01T00:00:00.000Z');
    expect(isExpired(tokens, end - 1)).toBe(false);
    expect(isExpired(tokens, end)).toBe(true);
    expect(isExpired(someTokens('soon'), 0)).toBe(true);
  });
});
