// A check of an answer's shape without zod, for the reads of the public page's first screen: the
// shapes are the contract's own zod schemas as JSON Schema (z.toJSONSchema, output side), and
// shapes.test.ts keeps the two equal. Only the keywords those schemas use are understood; any other
// makes the check refuse, so a richer schema cannot be checked less strictly than zod would.

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** The part of JSON Schema (draft 2020-12) that z.toJSONSchema writes for plain data schemas. */
export interface AnswerShape {
  readonly type?: JsonType | readonly JsonType[];
  readonly const?: string | number | boolean | null;
  readonly properties?: Readonly<Record<string, AnswerShape>>;
  readonly required?: readonly string[];
  /** `false`: unknown keys are dropped (zod's default object); `{}`: kept (a loose object). */
  readonly additionalProperties?: false | Readonly<Record<string, never>>;
  readonly items?: AnswerShape;
  readonly minimum?: number;
  readonly maximum?: number;
}

const KNOWN = new Set([
  'type',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minimum',
  'maximum',
]);

const typeOf = (value: unknown): JsonType => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
};

const NOT = Symbol('not the shape');
type Checked = unknown | typeof NOT;

const check = (shape: AnswerShape, value: unknown): Checked => {
  if (Object.keys(shape).some((key) => !KNOWN.has(key))) return NOT;
  if ('const' in shape && value !== shape.const) return NOT;
  const actual = typeOf(value);
  if (shape.type !== undefined) {
    const allowed: readonly JsonType[] = typeof shape.type === 'string' ? [shape.type] : shape.type;
    const fits = allowed.includes(actual) || (actual === 'integer' && allowed.includes('number'));
    if (!fits) return NOT;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return NOT;
    if (shape.minimum !== undefined && value < shape.minimum) return NOT;
    if (shape.maximum !== undefined && value > shape.maximum) return NOT;
  }
  if (actual === 'array' && shape.items) {
    const out: unknown[] = [];
    for (const item of value as unknown[]) {
      const checked = check(shape.items, item);
      if (checked === NOT) return NOT;
      out.push(checked);
    }
    return out;
  }
  if (actual === 'object' && shape.properties) {
    const given = value as Record<string, unknown>;
    const out: Record<string, unknown> = shape.additionalProperties === false ? {} : { ...given };
    for (const [key, property] of Object.entries(shape.properties)) {
      if (!(key in given)) {
        if (shape.required?.includes(key)) return NOT;
        continue;
      }
      const checked = check(property, given[key]);
      if (checked === NOT) return NOT;
      out[key] = checked;
    }
    return out;
  }
  return value;
};

/**
 * The answer as zod would give it (unknown keys of strict-shaped objects dropped), or null when it
 * does not have the shape.
 */
export function readShape<T>(shape: AnswerShape, value: unknown): { readonly value: T } | null {
  const checked = check(shape, value);
  return checked === NOT ? null : { value: checked as T };
}
