import { FUNCTIONS, type FunctionContract, type FunctionName } from '@camppass/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { call } from '../testing/http';
import { pgliteAppWithAdmin } from '../testing/pglite-admin-app';
import type { TestApp } from '../testing/test-app';

// Issue: a NUL character in a string that reaches SQL made PostgreSQL throw (500, a stack trace per
// request). Every function refuses it at the contract layer, here on the real SQL adapters (PGlite).

type Path = readonly (string | number)[];

/** The paths of every string field a request schema accepts, nested objects, arrays and tuples included. */
const stringPaths = (schema: z.ZodType, path: Path = []): Path[] => {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  switch (def.type) {
    case 'string':
      return [path];
    case 'optional':
    case 'nullable':
    case 'default':
      return stringPaths(def.innerType as z.ZodType, path);
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        stringPaths(field, [...path, key]),
      );
    case 'array':
      return stringPaths(def.element as z.ZodType, [...path, 0]);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, index) => stringPaths(item, [...path, index]));
    default:
      return [];
  }
};

/** A body holding `value` at `path` and nothing else. */
const bodyWith = (path: Path, value: string): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    return Array.from({ length: head + 1 }, (_, index) => (index === head ? bodyWith(rest, value) : 'x'));
  }
  return { [head]: bodyWith(rest, value) };
};

const NUL_TEXT = 'a\u0000b@c.de';
const entries = Object.entries(FUNCTIONS) as [FunctionName, FunctionContract][];
/** The name in the URL: GET and PATCH update-profile are two entries of one path. */
const urlName = (name: FunctionName): string => (FUNCTIONS[name] as FunctionContract).path ?? name;

let close: () => Promise<void>;
let test: TestApp;
let adminToken: string;

beforeAll(async () => {
  ({ test, adminToken, close } = await pgliteAppWithAdmin());
});
afterAll(() => close());

const expectRefused = (res: { status: number; json: { code?: string } }, what: string) => {
  expect(res.status, what).toBe(400);
  expect(res.json.code, what).toBe('INVALID_INPUT');
};

describe('a NUL character in any string of any function', () => {
  it('is refused with 400 in each string field of every request schema', async () => {
    let probed = 0;
    for (const [name, contract] of entries) {
      if (!contract.request) continue;
      for (const path of stringPaths(contract.request)) {
        const field = path.join('.');
        const res =
          contract.method === 'GET'
            ? await call(test, `${urlName(name)}?${field}=${encodeURIComponent(NUL_TEXT)}`, { method: 'GET' })
            : await call(test, urlName(name), {
                method: contract.method,
                body: bodyWith(path, NUL_TEXT),
                ...(contract.access === 'bearer' ? { token: adminToken } : {}),
              });
        expectRefused(res, `${name} ${field}`);
        if (contract.method !== 'GET') expect(res.json.fieldErrors, name).toHaveProperty([field]);
        probed += 1;
      }
    }
    // Every function with a request schema has string fields; the walk must have found them.
    expect(probed).toBeGreaterThan(60);
  });

  it('is refused with 400 in the query of every function, whatever it reads', async () => {
    for (const [name, contract] of entries) {
      const res = await call(test, `${urlName(name)}?probe=x%00y`, {
        method: contract.method,
        ...(contract.method !== 'GET' ? { body: {} } : {}),
      });
      expectRefused(res, name);
    }
  });

  it('answers the probes of the finding with 400, and logs no stack trace', async () => {
    const login = await call(test, 'auth-login', {
      body: { email: NUL_TEXT, password: 'Camp-pass-1', loginType: 'member', recaptchaToken: 'dev-ok' },
    });
    expectRefused(login, 'auth-login');
    expectRefused(await call(test, 'get-campground?slug=%00', { method: 'GET' }), 'get-campground');
    const check = await call(test, 'check-email', {
      body: {
        email: 'new@camppass.test',
        membershipTypeId: '00000000-0000-4000-8000-000000000001',
        campgroundId: 'x\u0000',
      },
    });
    expectRefused(check, 'check-email');
    expect(test.logger.lines.join('')).not.toContain('stack');
  });
});
