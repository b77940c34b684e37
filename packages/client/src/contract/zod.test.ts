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
