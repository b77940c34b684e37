import { type CardPassCheck, cardPassInScan, GATE_WORDS as WORDS } from '@camppass/domain';
import { Banner, Button, TextArea } from '@camppass/ui';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../shared/auth/AuthProvider';
import { useOwnerArea } from '../owner-area';
import { useKeepCampgroundsOffline } from '../owner-queries';
import { CameraScan } from './CameraScan';
import { CodeCheck } from './CodeCheck';
import {
  type GateCache,
  type KnownMember,
  readGateCache,
  readKnownMembers,
  readQueue,
  rememberMember,
} from './gate-store';
import {
  checkScannedPass,
  enqueue,
  flushQueue,
  mayArriveLater,
  type RefusedCheckIn,
  refreshGate,
} from './gate-sync';
import { keepGateOffline } from './gate-worker-registration';
import { loadQrDecoder } from './qr-decode';
import './gate.css';

/** Scanning the same card again within this long warns. */
const TWICE_MS = 60_000;

const device = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent.slice(0, 200));

/**
 * The staff scanner (issue 28): checks a scanned or pasted card pass with the keys and revocations
 * kept in IndexedDB, so it works with no signal, and records the visit, queued while offline.
 */
export function CheckInTab() {
  const area = useOwnerArea();
  const { api } = useAuth();
  const campground =
    area.campgrounds.find((c) => c.id === area.selectedCampgroundId) ?? area.campgrounds[0] ?? null;
  const campgroundId = campground?.id ?? '';
  const [cache, setCache] = useState<GateCache | null>(null);
  const [pending, setPending] = useState(0);
  const [scanned, setScanned] = useState('');
  const [check, setCheck] = useState<CardPassCheck | null>(null);
  const [known, setKnown] = useState<KnownMember | null>(null);
  const [twice, setTwice] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<readonly RefusedCheckIn[]>([]);
  const lastScans = useRef(new Map<string, number>());
  const [opensOffline, setOpensOffline] = useState(false);
  const keepCampgrounds = useKeepCampgroundsOffline();

  // The page, its files and the campgrounds kept, so this device opens the scanner with no signal.
  useEffect(() => {
    let cancelled = false;
    void keepGateOffline(loadQrDecoder).then(async (kept) => {
      if (!kept || cancelled) return;
      await keepCampgrounds();
      if (!cancelled) setOpensOffline(true);
    });
    return () => {
      cancelled = true;
    };
  }, [keepCampgrounds]);

  const sync = useCallback(async () => {
    if (!campgroundId) return;
    setCache(await readGateCache(campgroundId));
    // What waits from before (a check-in queued, then the page reloaded offline) shows at once.
    setPending((await readQueue()).length);
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    setCache(await refreshGate(api, campgroundId));
    const flushed = await flushQueue(api);
    setPending(flushed.pending);
    if (flushed.refused.length > 0) setRefused((before) => [...before, ...flushed.refused]);
  }, [api, campgroundId]);

  useEffect(() => {
    void sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [sync]);

  const judge = async (text: string) => {
    setDone(null);
    const pass = cardPassInScan(text) ?? text.trim();
    const kept = cache ?? (await readGateCache(campgroundId));
    const verdict = await checkScannedPass(pass, campgroundId, kept, campground?.time_zone ?? 'UTC');
    const membershipId = verdict.claims?.membershipId;
    const now = Date.now();
    const before = membershipId ? lastScans.current.get(membershipId) : undefined;
    setTwice(before !== undefined && now - before < TWICE_MS);
    if (membershipId) lastScans.current.set(membershipId, now);
    setKnown(membershipId ? ((await readKnownMembers(campgroundId))[membershipId] ?? null) : null);
    setCheck(verdict);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void judge(scanned);
  };

  const checkIn = async (membershipId: string) => {
    const item = {
      campgroundId,
      membershipId,
      clientId: crypto.randomUUID(),
      device: device(),
      checkedAt: new Date().toISOString(),
    };
    const answer = await api.call('record-check-in', item);
    if (answer.ok) {
      const { memberName, membershipTypeName } = answer.value.data;
      setDone(`${WORDS.checkedIn}: ${memberName} · ${membershipTypeName}`);
      await rememberMember(campgroundId, membershipId, { memberName, membershipTypeName });
    } else if (mayArriveLater(answer.code)) {
      setPending(await enqueue(item));
      setDone(WORDS.queued);
    } else {
      setRefused((before) => [...before, { item, message: answer.message }]);
    }
  };

  if (!campground) return null;
  const claims = check?.claims;
  return (
    <section className="gate" aria-labelledby="gate-title">
      <h2 id="gate-title">{WORDS.title}</h2>
      <p>{WORDS.intro}</p>
      <p className="gate__status">
        {cache?.refreshedAt
          ? WORDS.revocationsUpdated(Date.now() - new Date(cache.refreshedAt).getTime())
          : WORDS.revocationsNever}
        {pending > 0 ? ` · ${WORDS.pending(pending)}` : ''}
        {opensOffline ? ` · ${WORDS.opensOffline}` : ''}
      </p>
      {refused.length > 0 ? (
        <div className="gate__refused">
          {refused.map(({ item, message }) => (
            <Banner key={item.clientId} variant="error">
              {WORDS.refused(new Date(item.checkedAt).toLocaleString(), message)}
            </Banner>
          ))}
        </div>
      ) : null}
      {cache && cache.keys.length === 0 ? <Banner variant="info">{WORDS.noKeys}</Banner> : null}
      <CameraScan onScan={(text) => void judge(text)} />
      <form onSubmit={submit} className="gate__form">
        <TextArea label={WORDS.passLabel} value={scanned} onChange={setScanned} rows={2} />
        <Button type="submit">{WORDS.check}</Button>
      </form>
      {check ? (
        <div
          className={`gate__verdict gate__verdict--${check.verdict === 'valid' ? 'valid' : 'invalid'}`}
          role="status"
        >
          <p className="gate__verdict-text">{WORDS.verdicts[check.verdict]}</p>
          {claims && known ? <p>{WORDS.memberOf(known.memberName, known.membershipTypeName)}</p> : null}
          {claims ? <p>{WORDS.validDates(claims.startDate, claims.endDate)}</p> : null}
          {twice ? <Banner variant="info">{WORDS.scannedTwice}</Banner> : null}
          {claims && check.verdict === 'valid' ? (
            <Button onPress={() => void checkIn(claims.membershipId)}>{WORDS.checkIn}</Button>
          ) : null}
        </div>
      ) : null}
      <CodeCheck campgroundId={campgroundId} onCheckIn={(id) => void checkIn(id)} />
      {done ? <p role="status">{done}</p> : null}
    </section>
  );
}
