import {
  CAMPGROUND_ACCESS_DENIED,
  MEMBERSHIP_TYPE_DEACTIVATED_INSTEAD,
  MEMBERSHIP_TYPE_DELETED,
  MEMBERSHIP_TYPE_NAME_REQUIRED,
  MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE,
  MILITARY_DISCOUNT_NOT_ENABLED,
  mostPopularTakenMessage,
  OWNER_ONLY_ACTION,
} from '@camppass/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPOSITORIES } from '../../container/persistence-module';
import { seedIntegrations } from '../../testing/api-key-http';
import { call } from '../../testing/http';
import { createType, everyTypeCall, typeBody } from '../../testing/owner-types-http';
import { type TestApp, testApp } from '../../testing/test-app';

describe('manage-membership-types over HTTP (owner area)', () => {
  let test: TestApp;
  let s: Awaited<ReturnType<typeof seedIntegrations>>;
  beforeEach(async () => {
    test = await testApp();
    s = await seedIntegrations(test);
  });

  const list = async (token: string, campgroundId = s.campground.id) =>
    (await call(test, 'manage-membership-types', { token, method: 'GET', query: { campgroundId } })).json
      .data as { id: string; display_name: string; is_active: boolean; is_featured: boolean }[];

  it('creates, lists, updates the active switch alone, and deletes a type, prices in dollars', async () => {
    const created = await createType(test, s.tokens.owner, s.campground.id, { is_featured: true });
    expect(created).toMatchObject({
      name: 'summer_pass',
      display_name: 'Summer Pass',
      price: 49.99,
      duration_days: 30,
      duration_months: 0,
      benefits: ['Pool', 'Wi-Fi'],
      is_active: true,
      is_featured: true,
    });
    expect((await list(s.tokens.staff)).map((type) => type.id)).toContain(created.id);

    const switched = await call(test, 'manage-membership-types', {
      token: s.tokens.owner,
      method: 'PATCH',
      body: { id: created.id, is_active: false },
    });
    expect(switched.json.data).toMatchObject({
      id: created.id,
      is_active: false,
      price: 49.99,
      is_featured: true,
    });

    const deleted = await call(test, 'delete-membership-type', {
      token: s.tokens.owner,
      body: { id: created.id },
    });
    expect(deleted.json).toEqual({
      success: true,
      data: true,
      message: MEMBERSHIP_TYPE_DELETED,
      membershipType: null,
    });
    expect((await list(s.tokens.owner)).map((type) => type.id)).not.toContain(created.id);
  });

  it('answers the rules of 03 §5 at their fields', async () => {
    const blank = await call(test, 'manage-membership-types', {
      token: s.tokens.owner,
      body: typeBody(s.campground.id, { display_name: '' }),
    });
    expect(blank.status).toBe(400);
    expect(blank.json.fieldErrors).toEqual({ name: MEMBERSHIP_TYPE_NAME_REQUIRED });
    // The seeded campground has no military discount.
    const military = await call(test, 'manage-membership-types', {
      token: s.tokens.owner,
      body: typeBody(s.campground.id, { military_discount_eligible: true }),
    });
    expect(military.json.fieldErrors).toEqual({ military_discount_eligible: MILITARY_DISCOUNT_NOT_ENABLED });
    // An update reads `name` as 03 §7 sends it, and a blank name is refused rather than ignored.
    const created = await createType(test, s.tokens.owner, s.campground.id);
    const renamed = await call(test, 'manage-membership-types', {
      token: s.tokens.owner,
      method: 'PATCH',
      body: { id: created.id, name: 'Autumn Pass' },
    });
    expect(renamed.json.data).toMatchObject({ name: 'autumn_pass', display_name: 'Autumn Pass' });
    const blanked = await call(test, 'manage-membership-types', {
      token: s.tokens.owner,
      method: 'PATCH',
      body: { id: created.id, display_name: ' ' },
    });
    expect(blanked.json.fieldErrors).toEqual({ name: MEMBERSHIP_TYPE_NAME_REQUIRED });
  });

  it('refuses a second Most Popular type, naming the first and how to free it', async () => {
    await createType(test, s.tokens.owner, s.campground.id, { is_featured: true });
    const second = await createType(test, s.tokens.owner, s.campground.id, { display_name: 'Winter Pass' });
    const refused = await call(test, 'manage-membership-types', {
      token: s.tokens.owner,
      method: 'PATCH',
      body: { id: second.id, is_featured: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe(mostPopularTakenMessage('Summer Pass'));
    expect((await list(s.tokens.owner)).filter((type) => type.is_featured)).toHaveLength(1);
  });

  it('deactivates a type that memberships use instead of deleting it, and says so', async () => {
    const [inUse] = await list(s.tokens.owner);
    const answer = await call(test, 'delete-membership-type', {
      token: s.tokens.owner,
      body: { id: inUse?.id },
    });
    expect(answer.json).toMatchObject({
      success: true,
      data: false,
      message: MEMBERSHIP_TYPE_DEACTIVATED_INSTEAD,
      membershipType: { id: inUse?.id, is_active: false },
    });
    expect(await list(s.tokens.owner)).toEqual([
      expect.objectContaining({ id: inUse?.id, is_active: false }),
    ]);
  });

  it('records every change in the audit log with before and after', async () => {
    const created = await createType(test, s.tokens.owner, s.campground.id);
    await call(test, 'manage-membership-types', {
      token: s.tokens.owner,
      method: 'PATCH',
      body: { id: created.id, price: 10 },
    });
    await call(test, 'delete-membership-type', { token: s.tokens.owner, body: { id: created.id } });
    const entries = await test.container.get(REPOSITORIES).auditLog.list({
      filter: { campgroundId: s.campground.id, actorId: null, actions: null, from: null, to: null },
      search: null,
      sort: { field: 'createdAt', direction: 'desc' },
      page: 1,
      pageSize: 10,
    });
    const byAction = Object.fromEntries(entries.items.map((entry) => [entry.action, entry]));
    expect(Object.keys(byAction).sort()).toEqual([
      'create-membership-type',
      'delete-membership-type',
      'update-membership-type',
    ]);
    expect(byAction['create-membership-type']).toMatchObject({ before: null, after: { priceCents: 4999 } });
    expect(byAction['update-membership-type']).toMatchObject({
      actorRole: 'owner',
      subjectId: created.id,
      before: { priceCents: 4999 },
      after: { priceCents: 1000 },
    });
    expect(byAction['delete-membership-type']).toMatchObject({ before: { id: created.id }, after: null });
  });

  // {owner of Pine Valley, staff of Pine Valley, owner of another campground, member, anonymous}
  // × {Pine Valley's type, the other campground's type}: status of list, create, update, delete.
  const OK = { list: 200, create: 200, update: 200, delete: 200 };
  const HIDDEN = { list: 403, create: 403, update: 404, delete: 404 };
  const ANONYMOUS = { list: 401, create: 401, update: 401, delete: 401 };
  it.each([
    ['owner', 'own', OK],
    ['owner', 'other', HIDDEN],
    ['staff', 'own', { list: 200, create: 403, update: 403, delete: 403 }],
    ['staff', 'other', HIDDEN],
    ['otherOwner', 'own', HIDDEN],
    ['otherOwner', 'other', OK],
    ['member', 'own', HIDDEN],
    ['member', 'other', HIDDEN],
    ['anonymous', 'own', ANONYMOUS],
    ['anonymous', 'other', ANONYMOUS],
  ] as const)('%s on the %s campground’s type: %o', async (who, whose, expected) => {
    const campgroundId = whose === 'own' ? s.campground.id : s.other.id;
    const ownerToken = whose === 'own' ? s.tokens.owner : s.tokens.otherOwner;
    const target = await createType(test, ownerToken, campgroundId, { display_name: 'Secret Pass' });
    const token = who === 'anonymous' ? undefined : s.tokens[who];

    const answers = await everyTypeCall(test, token, campgroundId, target.id);

    for (const [action, answer] of Object.entries(answers)) {
      expect(answer.status, `${action}: ${answer.body}`).toBe(expected[action as keyof typeof expected]);
    }
    if (expected.update === 200) return;
    // Nothing of the type leaks, and nothing changed.
    for (const answer of Object.values(answers)) {
      if (answer.status !== 200) expect(answer.body).not.toContain('Secret');
    }
    if (expected.update === 404) expect(answers.update.json.error).toBe(MEMBERSHIP_TYPE_NOT_FOUND_MESSAGE);
    if (expected.list === 403 && who !== 'staff')
      expect(answers.list.json.error).toBe(CAMPGROUND_ACCESS_DENIED);
    if (who === 'staff' && whose === 'own') expect(answers.update.json.error).toBe(OWNER_ONLY_ACTION);
    const stored = await test.container.get(REPOSITORIES).membershipTypes.listByCampground(campgroundId);
    expect(stored.find((type) => type.id === target.id)).toMatchObject({
      displayName: 'Secret Pass',
      isActive: true,
    });
    expect(stored.some((type) => type.displayName === 'Intruder Pass')).toBe(false);
  });
});
