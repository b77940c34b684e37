import { err, ok, type Result } from '@camppass/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { failure } from './errors';

const INVALID_REQUEST = 'The request is not valid.';
const NUL = '\u0000';
const NUL_MESSAGE = 'Must not contain a NUL character.';

/**
 * The path of the first string or key in `value` holding a NUL character, which no text column
 * can store: such input is refused before any schema or use case sees it.
 */
const nulPath = (value: unknown, path: readonly string[] = []): string | undefined => {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || 'input' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = [...path, key];
    if (key.includes(NUL)) return here.join('.');
    const found = nulPath(item, here);
    if (found !== undefined) return found;
  }
  return undefined;
};

const refusedNul = (path: string) => err('INVALID_INPUT', INVALID_REQUEST, { [path]: NUL_MESSAGE });

const fieldErrorsOf = (error: z.ZodError): Record<string, string> =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));

/** Checks `value` against a contract schema: VALIDATION_ERROR with each field's problem otherwise. */
export const parseWith = <S extends z.ZodType>(schema: S, value: unknown): Result<z.output<S>> => {
  const nul = nulPath(value);
  return nul === undefined ? parseChecked(schema, value) : refusedNul(nul);
};

/** JSON text that holds an escaped NUL (`\u0000`, any case of hex digits). */
const ESCAPED_NUL = /\\u0000/i;

const parseChecked = <S extends z.ZodType>(schema: S, value: unknown): Result<z.output<S>> => {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? ok(parsed.data)
    : err('VALIDATION_ERROR', INVALID_REQUEST, fieldErrorsOf(parsed.error));
};

/** The JSON body checked against the schema; a body that is not JSON is INVALID_INPUT (400). */
export const parseBody = async <S extends z.ZodType>(c: Context, schema: S): Promise<Result<z.output<S>>> => {
  const text = await c.req.text();
  if (text.trim() === '') return parseWith(schema, {});
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err('INVALID_INPUT', 'The request body is not valid JSON.');
  }
  // JSON can carry a NUL only escaped (a raw one is a parse error), so a body without the escape
  // needs no walk through every string of it.
  return ESCAPED_NUL.test(text) ? parseWith(schema, json) : parseChecked(schema, json);
};

/** A percent-encoded NUL anywhere in the path or query (a URL cannot carry a raw one). */
const ENCODED_NUL = /%00/i;

/** Refuses a NUL in the path or query of every function (400), whatever the function reads. */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  if (!ENCODED_NUL.test(c.req.url)) return next();
  return failure(c, refusedNul('url'));
};
