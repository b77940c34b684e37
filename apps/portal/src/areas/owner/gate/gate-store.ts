import type { CardPassPublicKey, CardPassRevocation } from '@camppass/domain';

// What the gate scanner keeps in IndexedDB so it checks cards with no connection
// (docs/decisions/card-at-the-gate.md#the-scanner-offline): each campground's public keys, its
// revocation list with when it was last refreshed, and the check-ins waiting to be sent.

export interface GateCache {
  readonly keys: readonly CardPassPublicKey[];
  readonly revocations: readonly CardPassRevocation[];
  /** The server's `asOf` of the last refresh: the next refresh's `since`; null before the first. */
  readonly asOf: string | null;
  /** When the scanner last refreshed the revocations (its own clock, ISO). */
  readonly refreshedAt: string | null;
}

export interface QueuedCheckIn {
  readonly campgroundId: string;
  readonly clientId: string;
  readonly membershipId: string;
  readonly device: string;
  readonly checkedAt: string;
}

const DATABASE = 'camppass-gate';
const STORE = 'gate';
const EMPTY: GateCache = { keys: [], revocations: [], asOf: null, refreshedAt: null };

/** The browser's database, or null where there is none (then the scanner keeps nothing across loads). */
const openDatabase = (): Promise<IDBDatabase | null> =>
  new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });

const memory = new Map<string, unknown>();

const read = async <T>(key: string, fallback: T): Promise<T> => {
  const database = await openDatabase();
  if (!database) return (memory.get(key) as T | undefined) ?? fallback;
  return new Promise((resolve) => {
    const request = database.transaction(STORE, 'readonly').objectStore(STORE).get(key);
    request.onsuccess = () => resolve((request.result as T | undefined) ?? fallback);
    request.onerror = () => resolve(fallback);
  });
};

const write = async (key: string, value: unknown): Promise<void> => {
  const database = await openDatabase();
  if (!database) {
    memory.set(key, value);
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).put(value, key);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
};

export const readGateCache = (campgroundId: string) => read<GateCache>(`cache:${campgroundId}`, EMPTY);
export const writeGateCache = (campgroundId: string, cache: GateCache) =>
  write(`cache:${campgroundId}`, cache);
export const readQueue = () => read<QueuedCheckIn[]>('queue', []);
export const writeQueue = (queue: readonly QueuedCheckIn[]) => write('queue', queue);

/** A membership's member name and type as the server last gave them, shown when its card is checked. */
export interface KnownMember {
  readonly memberName: string;
  readonly membershipTypeName: string;
  /** When the server gave them (the scanner's clock, ISO): the oldest are forgotten first. */
  readonly seenAt: string;
}

/** The names a scanner keeps per campground: the members lately checked in, not the whole list. */
const KNOWN_MEMBERS_KEPT = 500;

const knownKey = (campgroundId: string) => `names:${campgroundId}`;

export const readKnownMembers = (campgroundId: string) =>
  read<Record<string, KnownMember>>(knownKey(campgroundId), {});

/** Keeps the membership's names for the next check of its card, offline too. */
export const rememberMember = async (
  campgroundId: string,
  membershipId: string,
  names: Omit<KnownMember, 'seenAt'>,
  at: Date = new Date(),
): Promise<void> => {
  const known = { ...(await readKnownMembers(campgroundId)) };
  known[membershipId] = { ...names, seenAt: at.toISOString() };
  const newest = Object.entries(known)
    .sort(([, a], [, b]) => b.seenAt.localeCompare(a.seenAt))
    .slice(0, KNOWN_MEMBERS_KEPT);
  await write(knownKey(campgroundId), Object.fromEntries(newest));
};

/**
 * The owner dashboard's campgrounds as last read by a user on a device that keeps the scanner
 * offline: the dashboard shows the scanner from them when it is opened with no signal.
 */
const campgroundsKey = (userId: string) => `campgrounds:${userId}`;

export const readKeptCampgrounds = <T>(userId: string) => read<T | null>(campgroundsKey(userId), null);
export const keepCampgrounds = (userId: string, answer: unknown) => write(campgroundsKey(userId), answer);
