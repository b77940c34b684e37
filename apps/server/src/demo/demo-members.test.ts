import { FILE_STORAGE, PASSWORD_HASHER, RANDOM_SOURCE, UNIT_OF_WORK } from '@camppass/core';
import { describe, expect, it } from 'vitest';
import { call, loginAs } from '../testing/http';
import { testApp } from '../testing/test-app';
import { DEMO_PASSWORD, seedDemoData } from './demo-data';
import { DEMO_DOCUMENT_MEMBERS } from './demo-documents';
import { DEMO_MEMBER_COUNT, demoMemberPlans } from './demo-members';

describe('demo members of Pine Valley', () => {
  it('are the same on every start, in every state, some military, with documents in every review state', () => {
    const plans = demoMemberPlans();
    expect(plans).toEqual(demoMemberPlans());
    expect(new Set(plans.map((p) => p.email)).size).toBe(DEMO_MEMBER_COUNT);
    expect(new Set(plans.map((p) => p.state))).toEqual(
      new Set(['active', 'expiring', 'expired', 'pending', 'cancelled']),
    );
    const military = plans.filter((p) => p.military);
    expect(military.length).toBeGreaterThan(20);
    for (const p of military) expect(p.documents.map((d) => d.kind)).toContain('military-document');
    const reviews = plans.flatMap((p) => p.documents.map((d) => `${d.kind}:${d.status}`));
    for (const kind of ['selfie', 'signature', 'military-document']) {
      for (const status of ['pending', 'approved', 'rejected'])
        expect(reviews).toContain(`${kind}:${status}`);
    }
  });

  it('fill every panel and filter of the owner’s Members tab after a start', async () => {
    const test = await testApp();
    await seedDemoData({
      unitOfWork: test.container.get(UNIT_OF_WORK),
      passwordHasher: test.container.get(PASSWORD_HASHER),
      clock: test.clock,
      random: test.container.get(RANDOM_SOURCE),
      files: test.container.get(FILE_STORAGE),
    });
    const { accessToken } = await loginAs(
      test,
      { email: 'owner@camppass.test', password: DEMO_PASSWORD },
      'owner',
    );
    const stats = await call(test, 'get-campground-member-stats', { method: 'GET', token: accessToken });
    expect(stats.status, stats.body).toBe(200);
    const data = stats.json.data as Record<string, number>;
    // The generated members, Document Verification's members and the demo member's four memberships:
    // as memberships, and as people (the demo member once).
    expect(data.total_memberships).toBe(DEMO_MEMBER_COUNT + DEMO_DOCUMENT_MEMBERS.length + 4);
    expect(data.total_members).toBe(DEMO_MEMBER_COUNT + DEMO_DOCUMENT_MEMBERS.length + 1);
    for (const figure of [
      'active_members',
      'expired_members',
      'pending_members',
      'cancelled_members',
      'expiring_soon',
      'pending_payments',
      'total_revenue',
      'members_with_numid',
      'members_with_signatures',
      'members_with_photos',
      'military_members',
    ]) {
      expect(data[figure], figure).toBeGreaterThan(0);
    }
    const page = await call(test, 'get-campground-members', {
      method: 'GET',
      token: accessToken,
      query: { status: 'expired', search: 'chen', limit: '10' },
    });
    expect((page.json.pagination as { totalCount: number }).totalCount).toBeGreaterThan(0);
    // Pending members wait on their payment: the owner records one (Process Payment) at its price.
    const pending = await call(test, 'get-campground-members', {
      method: 'GET',
      token: accessToken,
      query: { status: 'pending', limit: '10' },
    });
    const [waiting] = pending.json.data as { id: string; payment_status: string; price_paid_cents: number }[];
    expect(waiting?.payment_status).toBe('pending');
    const recorded = await call(test, 'owner-record-payment', {
      token: accessToken,
      body: { membership_id: waiting?.id, method: 'cash' },
    });
    expect(recorded.status, recorded.body).toBe(200);
    expect(recorded.json.data).toMatchObject({ payment: { amount: waiting?.price_paid_cents } });
    const file = await test.container.get(FILE_STORAGE).get('demo/members/1/military-document.pdf');
    expect(file).not.toBeNull();
  });
});
