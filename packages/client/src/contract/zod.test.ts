import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

it('makes and checks the contract without constructing a Function (no eval under a strict CSP)', async () => {
  const original = globalThis.Function;
  const made: unknown[][] = [];
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      made.push(args);
      return Reflect.construct(target, args);
    },
    apply(target, self, args) {
      made.push(args);
      return Reflect.apply(target, self, args);
    },
  });
  try {
    const { FUNCTIONS, tokensSchema } = await import('../index');
    const tokens = { accessToken: 'a', refreshToken: 'r', expiresAt: '2026-01-01T00:00:00.000Z' };
    for (let run = 0; run < 3; run++) expect(tokensSchema.safeParse(tokens).success).toBe(true);
    expect(FUNCTIONS['auth-refresh'].response.safeParse({ success: true, tokens }).success).toBe(true);
    expect(FUNCTIONS['auth-refresh'].response.safeParse({ success: true }).success).toBe(false);
  } finally {
    globalThis.Function = original;
  }
  expect(made).toEqual([]);
});

it('has every contract module take z from ./zod, where jitless is set before any schema', () => {
  const folder = fileURLToPath(new URL('.', import.meta.url));
  const direct = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'zod.ts')
    .filter((file) => /^import \{[^}]*\} from 'zod';$/m.test(readFileSync(join(folder, file), 'utf8')));
  expect(direct).toEqual([]);
});
