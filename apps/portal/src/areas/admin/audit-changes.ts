/** One field of an audit entry with its value before and after the write ('—' when absent). */
export interface AuditChange {
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

/**
 * What a write changed: the fields whose value differs between before and after, in the order
 * they first appear. A record created (no before) or removed (no after) shows its first fields;
 * `hidden` counts the fields left out.
 */
export function auditChanges(before: Json, after: Json): { changes: AuditChange[]; hidden: number } {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (field) => !NOISE.has(field),
  );
  const changed = fields.filter(
    (field) => JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after?.[field] ?? null),
  );
  const whole = before === null || after === null;
  const shown = whole ? changed.slice(0, RECORD_FIELDS_SHOWN) : changed;
  return {
    changes: shown.map((field) => ({
      field,
      before: auditValue(before?.[field]),
      after: auditValue(after?.[field]),
    })),
    hidden: changed.length - shown.length,
  };
}

/** The fields that name what a write was about, in the order they are preferred. */
const SUBJECT_FIELDS = ['name', 'email', 'slug'] as const;

/**
 * What a write was about, in words (the campground's name, the owner's e-mail), read from its
 * after and else its before: an unchanged name is not among the changes, yet the entry must say
 * which campground or owner it concerned. Null when neither names anything.
 */
export function auditSubject(before: Json, after: Json): string | null {
  for (const record of [after, before]) {
    for (const field of SUBJECT_FIELDS) {
      const value = record?.[field];
      if (typeof value === 'string' && value.trim() !== '') return auditValue(value.trim());
    }
  }
  return null;
}
