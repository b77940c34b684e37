import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeFirstReads, FIRST_READ_FUNCTIONS } from '../contract/first-reads';
import { FUNCTIONS } from '../contract/functions';
import { publicConfigResponseSchema } from '../contract/public-page';
import type { z } from '../contract/zod';
import { aCampground, aPlan, pageData } from '../testing/public-answers';
import { type AnswerShape, readShape } from './answer-shape';
import FIRST_READS from './first-reads.json';

const FILE = fileURLToPath(new URL('./first-reads.json', import.meta.url));
const REWRITE = 'WRITE_FIRST_READS=1 npx vitest run packages/client/src/light/first-reads.test.ts';

describe("first-reads.json, the light client's description of the first reads", () => {
  it("is the contract's: method, path and answer as JSON Schema", () => {
    const described = describeFirstReads();
    if (process.env.WRITE_FIRST_READS === '1') {
      writeFileSync(FILE, `${JSON.stringify(described, null, 2)}\n`);
      execFileSync('npx', ['biome', 'format', '--write', FILE], { stdio: 'ignore' });
    }
    const written: unknown = JSON.parse(readFileSync(FILE, 'utf8'));
    expect(written, `first-reads.json differs from the contract; rewrite it with ${REWRITE}`).toEqual(
      described,
    );
    expect(FIRST_READS).toEqual(written);
  });

  it('names only public GET functions, which the light client sends without a token', () => {
    for (const name of FIRST_READ_FUNCTIONS) {
      expect(FUNCTIONS[name]).toMatchObject({ method: 'GET', access: 'public' });
    }
    expect(Object.keys(FIRST_READS).sort()).toEqual([...FIRST_READ_FUNCTIONS, 'public-config'].sort());
  });
});

const lightShape = (name: keyof typeof FIRST_READS): AnswerShape => FIRST_READS[name].answer as AnswerShape;

/** zod's verdict, in readShape's form. */
const zodRead = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? { value: parsed.data } : null;
};

/** A copy of `value` with the node at `path` replaced (or deleted when `replacement` is DELETE). */
const DELETE = Symbol('delete');
const replaceAt = (value: unknown, path: readonly (string | number)[], replacement: unknown): unknown => {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const next = replaceAt(copy[head], rest, replacement);
  if (next === DELETE) delete copy[head];
  else copy[head] = next;
  return copy;
};

/** Every path to a node of a JSON value. */
const pathsOf = (value: unknown, prefix: (string | number)[] = []): (string | number)[][] => {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [
    prefix,
    ...keys.flatMap((key) => pathsOf((value as Record<string, unknown>)[key], [...prefix, key])),
  ];
};

const ANSWERS = [
  ['get-campground', FUNCTIONS['get-campground'].response, { success: true, data: pageData }],
  [
    'list-campgrounds',
    FUNCTIONS['list-campgrounds'].response,
    {
      success: true,
      data: { campgrounds: [aCampground('c1', 'Pine', 'pine'), aCampground('c2', 'Oak', 'oak')] },
    },
  ],
  ['public-config', publicConfigResponseSchema, { success: true, data: { stripePublishableKey: 'pk_1' } }],
] as const;

const oddValues = fc.oneof(
  fc.constantFrom<unknown>(DELETE, null, true, false, 0, -1, 1.5, 2 ** 60, '', 'text', [], {}, ['a'], {
    x: 1,
  }),
  fc.jsonValue(),
);

describe('readShape against zod', () => {
  it.each(ANSWERS)(
    '%s: reads a valid answer as zod does, extra keys dropped or kept alike',
    (name, schema, answer) => {
      const withExtras = replaceAt(replaceAt(answer, ['extra'], 1), ['data', 'extra'], 'x');
      for (const value of [answer, withExtras]) {
        expect(readShape(lightShape(name), value)).toEqual(zodRead(schema, value));
        expect(readShape(lightShape(name), value)).not.toBeNull();
      }
    },
  );

  it('keeps the unknown keys of a campground, as its loose schema does, and drops those of a plan', () => {
    const answer = replaceAt(
      replaceAt(pageData, ['campground', 'pine_booking_url'], 'https://pine.example'),
      ['membershipTypes', 0, 'internal'],
      true,
    );
    const read = readShape<{ data: typeof pageData }>(lightShape('get-campground'), {
      success: true,
      data: answer,
    });
    expect(read?.value.data.campground).toHaveProperty('pine_booking_url', 'https://pine.example');
    expect(read?.value.data.membershipTypes[0]).toEqual(aPlan);
  });

  it.each(ANSWERS)(
    '%s: accepts and refuses exactly what zod does when any one node is changed',
    (name, schema, answer) => {
      const paths = pathsOf(answer);
      fc.assert(
        fc.property(fc.constantFrom(...paths), oddValues, (path, replacement) => {
          const changed = replaceAt(answer, path, replacement);
          expect(readShape(lightShape(name), changed)).toEqual(zodRead(schema, changed));
        }),
        { numRuns: 400 },
      );
    },
  );

  it.each([3, 0, -2, 1.5, 2 ** 60, -(2 ** 60), Number.MAX_SAFE_INTEGER])(
    "a plan's duration_days of %s: accepted only as a safe integer, as zod accepts it",
    (days) => {
      const answer = {
        success: true,
        data: replaceAt(pageData, ['membershipTypes', 0, 'duration_days'], days),
      };
      const read = readShape(lightShape('get-campground'), answer);
      expect(read).toEqual(zodRead(FUNCTIONS['get-campground'].response, answer));
      expect(read !== null).toBe(Number.isSafeInteger(days));
    },
  );

  it('refuses everything under a keyword it does not know, rather than check it less than zod would', () => {
    const shape = { type: 'string', minLength: 3 } as unknown as AnswerShape;
    expect(readShape(shape, 'long enough')).toBeNull();
  });
});
