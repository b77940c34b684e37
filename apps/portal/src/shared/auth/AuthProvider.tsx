import type { AuthLoginRequest, CallError, CampPassClient, Tokens, User } from '@camppass/client';
import { createLazyClient } from '@camppass/client/light/lazy-client';
import { authorizeLoginType, type LoginType, logoutPath, SESSION_EXPIRED_PATH } from '@camppass/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { GivenQueryClient, sharedQueryClient } from '../query-cache';
import {
  clearStoredData,
  isExpired,
  readSession,
  type Session,
  writeSession,
  writeTokens,
} from './session-storage';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

type SignInResult =
  | { readonly ok: true; readonly user: User }
  | { readonly ok: false; readonly message: string; readonly challengeToken?: string };

export interface Auth {
  readonly status: AuthStatus;
  readonly user: User | null;
  /**
   * Where a session that just ended leads (logout, expiry), so the page that was open follows it
   * instead of asking for its own login; cleared once the location changes.
   */
  readonly exitTo: string | null;
  /** The typed client bound to this session: token attached, refreshed on 401. */
  readonly api: CampPassClient;
  /** A correct password of an account with a second factor answers `challengeToken` for the second step. */
  signIn(loginType: LoginType, form: Omit<AuthLoginRequest, 'loginType'>): Promise<SignInResult>;
  /** Keeps the session a second step (or a change of the user) gave, as signIn does. */
  acceptSession(loginType: LoginType | null, session: { user: User; tokens?: Tokens }): SignInResult;
  /** Ends the session on the server and here (here even when the call fails), then leads to logoutPath. */
  signOut(): Promise<void>;
  /** Forgets the session on this device only; `exitTo` is where the open page then leads. */
  endSession(exitTo?: string): void;
}

const AuthContext = createContext<Auth | null>(null);

/** The server's render (entry-server.tsx) keeps no session: nothing is stored, nothing is read. */
const SERVER_STORAGE: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

/**
 * With no network a session is kept as it is: its renewal waits for the connection, so a scanner at
 * the gate is not signed out by a signal it lost
 * (docs/decisions/card-at-the-gate.md#the-scanner-offline).
 */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The longest delay setTimeout keeps; later expiries are re-checked when it fires. */
const MAX_TIMER_MS = 2_147_483_647;

export interface AuthProviderProps {
  children: ReactNode;
  /** The server's origin; '' for the page's own. */
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: Storage;
  now?: () => number;
}

/** The auth state of 01 §4: restored on start, stored on sign-in, cleared on logout and expiry. */
export function AuthProvider({
  children,
  baseUrl = '',
  fetch,
  storage = typeof window === 'undefined' ? SERVER_STORAGE : window.localStorage,
  now = Date.now,
}: AuthProviderProps) {
  const { pathname } = useLocation();
  const givenQueryClient = useContext(GivenQueryClient);
  const sessionRef = useRef<Session | null>(null);
  const [state, setState] = useState<{ status: AuthStatus; user: User | null }>({
    status: 'loading',
    user: null,
  });
  const [exit, setExit] = useState<{ to: string; from: string } | null>(null);

  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  useEffect(() => {
    if (exit && exit.from !== pathname) setExit(null);
  }, [exit, pathname]);

  const endSession = useCallback(
    (exitTo?: string) => {
      sessionRef.current = null;
      clearStoredData(storage);
      (givenQueryClient ?? sharedQueryClient())?.clear();
      setState({ status: 'signed-out', user: null });
      setExit(exitTo ? { to: exitTo, from: pathnameRef.current } : null);
    },
    [storage, givenQueryClient],
  );

  const expiredRef = useRef<() => void>(() => {});
  expiredRef.current = () => endSession(SESSION_EXPIRED_PATH);

  const api = useMemo(
    () =>
      createLazyClient({
        baseUrl,
        ...(fetch ? { fetch } : {}),
        getTokens: () => sessionRef.current?.tokens ?? null,
        onTokens: (tokens: Tokens) => {
          if (!sessionRef.current) return;
          sessionRef.current = { ...sessionRef.current, tokens };
          writeTokens(storage, tokens);
        },
        onSessionExpired: () => expiredRef.current(),
      }),
    [baseUrl, fetch, storage],
  );

  useEffect(() => {
    let cancelled = false;
    void readSession(storage).then(async (stored) => {
      if (cancelled) return;
      sessionRef.current = stored;
      if (!stored) return setState({ status: 'signed-out', user: null });
      // Offline, an expired pair is renewed by the expiry timer once the connection returns.
      if (!isExpired(stored.tokens, now()) || isOffline())
        return setState({ status: 'signed-in', user: stored.user });
      const renewed = await api.refresh();
      if (cancelled) return;
      if (renewed) setState({ status: 'signed-in', user: stored.user });
      else endSession();
    });
    return () => {
      cancelled = true;
    };
  }, [api, storage, now, endSession]);

  // At expiresAt the access token is renewed; a session that cannot be renewed ends.
  useEffect(() => {
    if (state.status !== 'signed-in') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const renewWhenOnline = () => {
      if (!stopped) schedule();
    };
    const schedule = () => {
      const tokens = sessionRef.current?.tokens;
      if (!tokens) return;
      const wait = Math.min(Math.max(Date.parse(tokens.expiresAt) - now(), 0), MAX_TIMER_MS);
      timer = setTimeout(async () => {
        const current = sessionRef.current?.tokens;
        if (!current) return;
        if (!isExpired(current, now())) return schedule();
        if (!isOffline() && (await api.refresh())) return schedule();
        // A refresh that could not reach the server is tried again when the connection returns.
        if (isOffline()) window.addEventListener('online', renewWhenOnline, { once: true });
        else expiredRef.current();
      }, wait);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', renewWhenOnline);
    };
  }, [state.status, api, now]);

  const acceptSession = useCallback<Auth['acceptSession']>(
    (loginType, { user, tokens = sessionRef.current?.tokens }) => {
      const allowed = loginType ? authorizeLoginType(loginType, user) : { ok: true as const };
      if (!allowed.ok) return { ok: false, message: allowed.message };
      if (!tokens) return { ok: false, message: '' };
      const session = { user, tokens };
      sessionRef.current = session;
      writeSession(storage, session);
      setState({ status: 'signed-in', user });
      return { ok: true, user };
    },
    [storage],
  );

  const signIn = useCallback<Auth['signIn']>(
    async (loginType, form) => {
      const answer = await api.call('auth-login', { ...form, loginType });
      if (!answer.ok) return { ok: false, message: (answer as CallError).message };
      if ('secondStep' in answer.value) {
        return { ok: false, message: '', challengeToken: answer.value.secondStep.challengeToken };
      }
      return acceptSession(loginType, answer.value);
    },
    [api, acceptSession],
  );

  const signOut = useCallback(async () => {
    const user = sessionRef.current?.user;
    const destination = logoutPath(user ?? { roles: [] });
    if (sessionRef.current) {
      await api.call('auth-logout', undefined, { refreshOnUnauthorized: false }).catch(() => undefined);
    }
    endSession(destination);
  }, [api, endSession]);

  const value = useMemo<Auth>(
    () => ({ ...state, exitTo: exit?.to ?? null, api, signIn, acceptSession, signOut, endSession }),
    [state, exit, api, signIn, acceptSession, signOut, endSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}
