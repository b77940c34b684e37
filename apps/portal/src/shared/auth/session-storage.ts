import type { Tokens, User } from '@camppass/client';

/** The signed-in user with the tokens of their session (01 §3). */
export interface Session {
  readonly user: User;
  readonly tokens: Tokens;
}

const USER_KEY = 'camppass.user';
const TOKENS_KEY = 'camppass.tokens';

const readJson = (storage: Storage, key: string): unknown => {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
};

/**
 * The stored session, or null unless both user and tokens are there and well-formed (01 §4). The
 * contract's schemas are fetched only when something is stored, so a first visit does not load them.
 */
export const readSession = async (storage: Storage): Promise<Session | null> => {
  const storedUser = readJson(storage, USER_KEY);
  const storedTokens = readJson(storage, TOKENS_KEY);
  if (storedUser === null || storedTokens === null) return null;
  const { tokensSchema, userSchema } = await import('@camppass/client');
  const user = userSchema.safeParse(storedUser);
  const tokens = tokensSchema.safeParse(storedTokens);
  return user.success && tokens.success ? { user: user.data, tokens: tokens.data } : null;
};

export const writeSession = (storage: Storage, session: Session): void => {
  storage.setItem(USER_KEY, JSON.stringify(session.user));
  storage.setItem(TOKENS_KEY, JSON.stringify(session.tokens));
};

export const writeTokens = (storage: Storage, tokens: Tokens): void => {
  storage.setItem(TOKENS_KEY, JSON.stringify(tokens));
};

/** Logout clears every stored value of the portal, not only the session (01 §4). */
export const clearStoredData = (storage: Storage): void => {
  for (const key of Object.keys(storage)) {
    if (key.startsWith('camppass.')) storage.removeItem(key);
  }
};

/** The access token counts as expired once expiresAt has passed (01 §4); unreadable dates count as expired. */
export const isExpired = (tokens: Tokens, now: number): boolean => {
  const end = Date.parse(tokens.expiresAt);
  return Number.isNaN(end) || end <= now;
};
