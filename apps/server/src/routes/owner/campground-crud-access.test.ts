import { CAMPGROUND_FILE_SAMPLES as FILES } from '@camppass/core/testing';
import { CAMPGROUND_ACCESS_DENIED, OWNER_ONLY_ACTION } from '@camppass/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedIntegrations } from '../../testing/api-key-http';
import { uploadFile } from '../../testing/campground-http';
import { call } from '../../testing/http';
import { type TestApp, testApp } from '../../testing/test-app';

type Seeded = Awaited<ReturnType<typeof seedIntegrations>>;
type Caller = keyof Seeded['tokens'] | 'anonymous';
type Answer = { status: number; body: string; json: Record<string, unknown> };

/** Each function of the Settings tab, called on a campground, and what it needs there. */
const FUNCTIONS: readonly {
  readonly name: string;
  readonly needs: 'view' | 'manage';
  readonly send: (test: TestApp, campgroundId: string, token?: string) => Promise<Answer>;
}[] = [
  {
    name: 'campground-crud GET',
    needs: 'view',
    send: (test, id, token) =>
      call(test, 'campground-crud', { method: 'GET', token, query: { campground_id: id } }),
  },
  {
    name: 'campground-crud PUT',
    needs: 'manage',
    send: (test, id, token) =>
      call(test, 'campground-crud', {
        method: 'PUT',
        token,
        body: { campground_id: id, campground: { description: 'Changed' } },
      }),
  },
  {
    name: 'upload-campground-logo',
    needs: 'manage',
    send: (test, id, token) =>
      uploadFile(test, 'upload-campground-logo', id, FILES.png, { token, type: 'image/png' }),
  },
  {
    name: 'remove-campground-logo',
    needs: 'manage',
    send: (test, id, token) => call(test, 'remove-campground-logo', { token, body: { campground_id: id } }),
  },
  {
    name: 'upload-campground-terms',
    needs: 'manage',
    send: (test, id, token) =>
      uploadFile(test, 'upload-campground-terms', id, FILES.pdf, { token, type: 'application/pdf' }),
  },
  {
    name: 'remove-campground-terms',
    needs: 'manage',
    send: (test, id, token) => call(test, 'remove-campground-terms', { token, body: { campground_id: id } }),
  },
];

/** What each caller gets at Pine Valley ('own') and at the other campground. */
const expected = (caller: Caller, where: 'own' | 'other', needs: 'view' | 'manage') => {
  if (caller === 'anonymous') return { status: 401 };
  if (caller === 'admin') return { status: 200 };
  const holds = { owner: 'own', staff: 'own', otherOwner: 'other', member: null }[caller];
  if (holds !== where) return { status: 403, message: CAMPGROUND_ACCESS_DENIED };
  if (caller === 'staff' && needs === 'manage') return { status: 403, message: OWNER_ONLY_ACTION };
  return { status: 200 };
};

describe('the Settings tab’s functions: who may call them where', () => {
  let test: TestApp;
  let s: Seeded;
  beforeAll(async () => {
    test = await testApp();
    s = await seedIntegrations(test);
  });

  const callers: readonly Caller[] = ['owner', 'staff', 'otherOwner', 'member', 'anonymous', 'admin'];
  for (const fn of FUNCTIONS) {
    it(`${fn.name}: every refusal holds and tells nothing of the campground`, async () => {
      for (const caller of callers) {
        for (const where of ['own', 'other'] as const) {
          const campground = where === 'own' ? s.campground : s.other;
          const token = caller === 'anonymous' ? undefined : s.tokens[caller];
          const res = await fn.send(test, campground.id, token);
          const want = expected(caller, where, fn.needs);
          expect([caller, where, res.status], res.body).toEqual([caller, where, want.status]);
          if (want.status === 200) continue;
          expect(res.json).not.toHaveProperty('data');
          expect(res.body).not.toContain(campground.name);
          expect(res.body).not.toContain(campground.slug);
          if ('message' in want) expect(res.json.error).toBe(want.message);
        }
      }
    });
  }

  it('a campground that does not exist is refused like one the caller has no part in', async () => {
    for (const fn of FUNCTIONS) {
      const res = await fn.send(test, 'no-such-campground', s.tokens.owner);
      expect([fn.name, res.status, res.json.error]).toEqual([fn.name, 403, CAMPGROUND_ACCESS_DENIED]);
    }
  });
});
