import { err, ok, type Result } from '@camppass/domain';
import type { Context } from 'hono';
import type { z } from 'zod';

const INVALID_REQUEST = 'The request is not valid.';

const fieldErrorsOf = (error: z.ZodError): Record<string, string> =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));

/** Checks `value` against a contract schema: VALIDATION_ERROR with each field's problem otherwise. */
export const parseWith = <S extends z.ZodType>(schema: S, value: unknown): Result<z.output<S>> => {
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
  return parseWith(schema, json);
};
