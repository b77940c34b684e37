import type { AuditEntryView } from '@camppass/client';
import { auditFieldWords, auditSentence } from '@camppass/domain';

/** One field of an audit entry with its value before and after the write ('—' when absent). */
export interface AuditChange {
  /** The field's name as people know it ('phone', 'booking link'). */
  readonly field: string;
  readonly before: string;
  readonly after: string;
}

/** Fields every write touches, left out of the changes. */
const NOISE = new Set(['updatedAt', 'updated_at']);
/** How many fields a created or removed record shows. */
const RECORD_FIELDS_SHOWN = 6;
const MAX_VALUE_LENGTH = 80;

/** A stored value as one short line. */
export const auditValue = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
};

type Json = Readonly<Record<string, unknown>> | null;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A snapshot with the records it groups opened into their fields: the owner's settings save keeps
 * `{ campground: {...}, settings: {...} }`, whose changes are the campground's and the settings' fields.
 */
const flat = (snapshot: Json): Json => {
  if (snapshot === null) return null;
  const values = Object.values(snapshot);
  if (values.length === 0 || !values.every(isRecord)) return snapshot;
  return Object.assign({}, ...values) as Record<string, unknown>;
};

/** The fields whose value differs between before and after (update times left out), in order. */
function changedFields(before: Json, after: Json): string[] {
  const [old, now] = [flat(before), flat(after)];
  const fields = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])].filter(
    (field) => !NOISE.has(field),
  );
  return fields.filter(
    (field) => JSON.stringify(old?.[field] ?? null) !== JSON.stringify(now?.[field] ?? null),
  );
}

/**
 * What a write changed: the fields whose value differs between before and after, in the order
 * they first appear. A record created (no before) or removed (no after) shows its first fields;
 * `hidden` counts the fields left out.
 */
export function auditChanges(before: Json, after: Json): { changes: AuditChange[]; hidden: number } {
  const [old, now] = [flat(before), flat(after)];
  const changed = changedFields(before, after);
  const whole = before === null || after === null;
  const shown = whole ? changed.slice(0, RECORD_FIELDS_SHOWN) : changed;
  return {
    changes: shown.map((field) => ({
      field: auditFieldWords(field),
      before: auditValue(old?.[field]),
      after: auditValue(now?.[field]),
    })),
    hidden: changed.length - shown.length,
  };
}

/** The fields that name what a write was about, in the order they are preferred. */
const SUBJECT_FIELDS = ['name', 'email', 'to', 'slug'] as const;

/**
 * What a write was about, in words (the campground's name, the owner's e-mail), read from its
 * after and else its before: an unchanged name is not among the changes, yet the entry must say
 * which campground or owner it concerned. Null when neither names anything.
 */
export function auditSubject(before: Json, after: Json): string | null {
  for (const record of [flat(after), flat(before)]) {
    for (const field of SUBJECT_FIELDS) {
      const value = record?.[field];
      if (typeof value === 'string' && value.trim() !== '') return auditValue(value.trim());
    }
  }
  return null;
}

/** Who wrote, in words: their name, else their e-mail, else their role. */
const actorOf = (entry: AuditEntryView): string =>
  entry.actorName ??
  entry.actorEmail ??
  (entry.actorRole === 'super_admin' ? 'A super admin' : `An ${entry.actorRole}`);

/**
 * An entry as one sentence in the product's words: "Olivia Owner changed Pine Valley’s phone and
 * website". The campground is its name now, else the name the write recorded.
 */
export function auditEntrySentence(entry: AuditEntryView): string {
  const subject = auditSubject(entry.before, entry.after);
  const after = flat(entry.after);
  const status = after?.status;
  const campgroundAction = /campground/.test(entry.action);
  return auditSentence({
    action: entry.action,
    actor: actorOf(entry),
    campground: entry.campgroundName ?? (campgroundAction ? subject : null),
    subject,
    changedFields:
      entry.before === null || entry.after === null ? [] : changedFields(entry.before, entry.after),
    newStatus: typeof status === 'string' ? status : null,
  });
}
