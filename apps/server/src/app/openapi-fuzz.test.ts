import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET } from '../testing/http';
import { pgliteAppWithAdmin } from '../testing/pglite-admin-app';
import type { TestApp } from '../testing/test-app';

// Property-based fuzzing of every function the OpenAPI document lists: inputs drawn from each
// function's own request schema, with hostile values mixed in at any depth (NUL and control
// characters, huge and unusual Unicode strings, values of the wrong type, prototype keys). Whatever
// arrives, the server answers a client error or success, never 5xx, and no answer carries a stack
// trace. On the real SQL adapters (PGlite). FUZZ_RUNS sets the cases per function.

type JsonSchema = {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly oneOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxItems?: number;
  readonly pattern?: string;
};

interface Operation {
  readonly operationId: string;
  readonly security?: readonly unknown[];
  readonly parameters?: readonly {
    readonly name: string;
    readonly in: string;
    readonly schema: JsonSchema;
  }[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema: JsonSchema }> };
}

const RUNS_PER_FUNCTION = Number(process.env.FUZZ_RUNS ?? 150);

/** Strings no client should send: NUL and other controls, lone surrogates, huge, RTL and emoji, injections. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b@c.de',
    '%00',
    '\ud800',
    '\udfff\ud800',
    '\u202e\u0000\uffff',
    '\r\nSet-Cookie: x=1',
    "' or 1=1 --",
    '"; drop table users; --',
    '../../../../etc/passwd',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏕️👨‍👩‍👧‍👦',
    '',
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100, max: 5_000 }).map((n) => '\u0000\u00e9\ud83c\udfd5'.repeat(n)),
);

/** Values of any JSON type, often not the one asked for. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.double(),
  hostileString,
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}')),
);

/** A value the schema describes, sometimes hostile instead; recursion keeps hostile values at any depth. */
const fromSchema = (schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> => {
  const valid = validFromSchema(schema, depth);
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: wrongType });
};

const validFromSchema = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((variant) => fromSchema(variant, depth + 1)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
  return fc.oneof(...types.map((type) => ofType(type, schema, depth)));
};

const ofType = (type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(fromSchema(schema.items ?? {}, depth + 1), {
            maxLength: Math.min(schema.maxItems ?? 4, 4),
          });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = Object.entries(schema.properties ?? {});
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(properties.map(([name, field]) => [name, fromSchema(field, depth + 1)])),
        { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
      );
    }
    default:
      return fc.oneof(
        { weight: 4, arbitrary: plausibleString(schema) },
        { weight: 1, arbitrary: hostileString },
      );
  }
};

const plausibleString = (schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot read falls through to plain text.
    }
  }
  return fc.oneof(
    fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 }),
    fc.emailAddress(),
    fc.uuid(),
    fc.constantFrom('pine-valley', '2026-06-05', 'usd', 'member', 'dev-ok', 'Camp-Pass-test-9'),
  );
};

/** Any request body a client could send where no JSON schema is given (uploads, webhooks). */
const rawBody = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'image/jpeg',
    'image/png',
    'application/pdf',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    '',
  ),
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 2_048 }),
    fc.constant(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0])),
    fc.json().map((text) => new TextEncoder().encode(text)),
  ),
});

const STACK_TRACE = /\bat [^\n]*\(?[^\s()]+\.(?:ts|js|mjs|cjs):\d+:\d+|node_modules|\n\s+at /;

let close: () => Promise<void>;
let test: TestApp;
let adminToken: string;
let operations: { readonly path: string; readonly method: 'GET' | 'POST'; readonly operation: Operation }[];

beforeAll(async () => {
  ({ test, adminToken, close } = await pgliteAppWithAdmin());
  const document = (await (await test.app.request('/functions/v1/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      path,
      method: method.toUpperCase() as 'GET' | 'POST',
      operation,
    })),
  );
});
afterAll(() => close());

/** The headers of a case: the admin's token, a forged one, or none (never the admin's to sign-out). */
const authorization = (operationId: string) =>
  fc.constantFrom(
    ...(operationId === 'auth-logout' ? [] : [`Bearer ${adminToken}`]),
    'Bearer eyJhbGciOiJub25lIn0.e30.',
    'Bearer \u00ff',
    '',
  );

const request = (path: string, init: RequestInit) => test.app.request(path, init, SOCKET);

/**
 * The value as a browser puts it in a query: UTF-8, percent-encoded but for the unreserved
 * characters, lone surrogates as U+FFFD.
 */
const percentEncoded = (value: unknown): string => encodeURIComponent(Buffer.from(String(value)).toString());

/** Query text no encoder makes: broken escapes and bytes that are not UTF-8. */
const rawQuery = fc.constantFrom(
  '%',
  '%zz',
  '%ff%fe',
  '%c0%80',
  'a=%00',
  '&&&',
  '=',
  'id[]=1&id[]=2',
  'slug=%e2%80%ae',
);

const headersOf = (entries: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => Boolean(entry[1])));

describe('fuzzing every function of the OpenAPI document', () => {
  it('lists the functions the fuzzing covers', () => {
    expect(operations.length).toBeGreaterThanOrEqual(19);
  });

  it('answers every generated and hostile input without 5xx or a stack trace', async () => {
    let cases = 0;
    for (const { path, method, operation } of operations) {
      const json = operation.requestBody?.content['application/json']?.schema;
      const query = operation.parameters?.filter((p) => p.in === 'query') ?? [];
      const input: fc.Arbitrary<{ url: string; init: RequestInit }> =
        method === 'GET'
          ? fc
              .record({
                values: fc.array(
                  fc.oneof(
                    ...query.map((p) =>
                      fc
                        .tuple(fc.constant(p.name), fromSchema(p.schema))
                        .map(([k, v]) => `${k}=${percentEncoded(v)}`),
                    ),
                    fc
                      .tuple(hostileString, hostileString)
                      .map(([k, v]) => `${percentEncoded(k)}=${percentEncoded(v)}`),
                    rawQuery,
                  ),
                  { maxLength: 4 },
                ),
                auth: authorization(operation.operationId),
              })
              .map(({ values, auth }) => ({
                url: `${path}?${values.join('&')}`,
                init: { method, headers: headersOf({ authorization: auth }) },
              }))
          : fc
              .record({
                body: json
                  ? fc
                      .oneof(
                        { weight: 8, arbitrary: validFromSchema(json, 0) },
                        { weight: 1, arbitrary: wrongType },
                      )
                      .map((value) => ({
                        contentType: 'application/json',
                        bytes: JSON.stringify(value) ?? 'null',
                      }))
                  : rawBody,
                // Raw-body functions read their query (upload-document's kind).
                query: json
                  ? fc.constant('')
                  : fc.oneof(
                      fc.constantFrom('?kind=selfie', '?kind=signature', '?kind=military-document', ''),
                      hostileString.map((kind) => `?kind=${percentEncoded(kind)}`),
                    ),
                auth: authorization(operation.operationId),
              })
              .map(({ body, query, auth }) => ({
                url: `${path}${query}`,
                init: {
                  method,
                  headers: headersOf({ 'content-type': body.contentType, authorization: auth }),
                  body: body.bytes,
                },
              }));

      await fc.assert(
        fc.asyncProperty(input, async ({ url, init }) => {
          const res = await request(url, init);
          const text = await res.text();
          cases += 1;
          if (res.status >= 500 || STACK_TRACE.test(text)) {
            throw new Error(
              `${init.method} ${url.slice(0, 200)} answered ${res.status}: ${text.slice(0, 500)}`,
            );
          }
        }),
        { numRuns: RUNS_PER_FUNCTION, endOnFailure: true },
      );
    }
    expect(cases).toBeGreaterThanOrEqual(operations.length * RUNS_PER_FUNCTION);
    expect(test.logger.lines.join('\n')).not.toMatch(/\n\s+at /);
  }, 180_000);
});
