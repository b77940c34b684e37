import type { CampPassClient } from '@camppass/client';
import { type CardPassRevocation, checkCardPass, todayInZone } from '@camppass/domain';
import {
  type GateCache,
  type QueuedCheckIn,
  readGateCache,
  readQueue,
  writeGateCache,
  writeQueue,
} from './gate-store';

const base64UrlBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** Ed25519 with the browser's Web Crypto: what `checkCardPass` asks of its caller. */
const signatureHolds = async (publicKey: string, signed: string, signature: string): Promise<boolean> => {
  try {
    const key = await crypto.subtle.importKey('raw', base64UrlBytes(publicKey), { name: 'Ed25519' }, false, [
      'verify',
    ]);
    return await crypto.subtle.verify(
      'Ed25519',
      key,
      base64UrlBytes(signature),
      new TextEncoder().encode(signed),
    );
  } catch {
    return false;
  }
};

/** The verdict on a scanned pass with only what the scanner keeps. */
export const checkScannedPass = (text: string, campgroundId: string, cache: GateCache, timeZone: string) =>
  checkCardPass({
    text,
    campgroundId,
    keys: cache.keys,
    revocations: cache.revocations,
    today: todayInZone(new Date(), timeZone),
    signatureHolds,
  });

const merge = (kept: readonly CardPassRevocation[], fresh: readonly CardPassRevocation[]) => {
  const byId = new Map(kept.map((entry) => [entry.membershipId, entry]));
  for (const entry of fresh) byId.set(entry.membershipId, entry);
  return [...byId.values()];
};

/** Fetches the keys and the revocations since the last refresh; keeps the cache when offline. */
export const refreshGate = async (api: CampPassClient, campgroundId: string): Promise<GateCache> => {
  const cache = await readGateCache(campgroundId);
  const keys = await api.call('get-card-pass-keys', { campgroundId });
  const revocations = await api.call('get-card-revocations', {
    campgroundId,
    ...(cache.asOf ? { since: cache.asOf } : {}),
  });
  if (!keys.ok || !revocations.ok) return cache;
  const next: GateCache = {
    keys: keys.value.data.keys,
    revocations: merge(cache.revocations, revocations.value.data.revocations),
    asOf: revocations.value.data.asOf,
    refreshedAt: new Date().toISOString(),
  };
  await writeGateCache(campgroundId, next);
  return next;
};

/** A check-in the server answered with a refusal (not a lost connection), and its words. */
export interface RefusedCheckIn {
  readonly item: QueuedCheckIn;
  readonly message: string;
}

/** Whether a failed call may arrive later (no network or a 5xx) rather than being refused. */
export const mayArriveLater = (code: string) => code === 'NETWORK_ERROR' || code.startsWith('HTTP_5');

/**
 * Sends the queued check-ins; what the server recorded (now or before) leaves the queue, what failed
 * to arrive stays for the next time the browser is online, and what it refused leaves the queue and
 * is handed back so staff see it.
 */
export const flushQueue = async (
  api: CampPassClient,
): Promise<{ pending: number; refused: RefusedCheckIn[] }> => {
  const queue = await readQueue();
  const left: QueuedCheckIn[] = [];
  const refused: RefusedCheckIn[] = [];
  for (const item of queue) {
    const answer = await api.call('record-check-in', item);
    if (answer.ok) continue;
    if (mayArriveLater(answer.code)) left.push(item);
    else refused.push({ item, message: answer.message });
  }
  await writeQueue(left);
  return { pending: left.length, refused };
};

/** Adds a check-in to the queue (made offline, or whose call did not arrive). */
export const enqueue = async (item: QueuedCheckIn): Promise<number> => {
  const queue = [...(await readQueue()), item];
  await writeQueue(queue);
  return queue.length;
};
