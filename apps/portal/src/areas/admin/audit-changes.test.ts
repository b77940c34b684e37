import type { AuditEntryView } from '@camppass/client';
import { describe, expect, it } from 'vitest';
import { auditChanges, auditEntrySentence, auditSubject, auditValue } from './audit-changes';

const anEntry = (fields: Partial<AuditEntryView>): AuditEntryView => ({
  id: 'a-1',
  actorId: 'u-1',
  actorEmail: 'olivia@camppass.test',
  actorName: 'Olivia Owner',
  actorRole: 'owner',
  action: 'campground-crud',
  campgroundId: 'c-1',
  campgroundName: 'Pine Valley',
  subjectId: 'c-1',
  before: null,
  after: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  ...fields,
});

describe('auditEntrySentence', () => {
  it('says who did what where, naming only the fields that changed', () => {
    const settings = (phone: string, website: string | null) => ({
      campground: { name: 'Pine Valley', phone, website, updatedAt: phone },
      settings: { codePrefix: 'PV', updatedAt: phone },
    });
    expect(
      auditEntrySentence(
        anEntry({
          before: settings('+1 936 555 0100', null),
          after: settings('+1 936 555 0199', 'https://pv.test'),
        }),
      ),
    ).toBe('Olivia Owner changed Pine Valley’s phone and website');
    expect(
      auditEntrySentence(
        anEntry({
          action: 'review-document',
          before: { status: 'pending' },
          after: { status: 'approved', notes: '' },
        }),
      ),
    ).toBe('Olivia Owner approved a member’s document at Pine Valley');
    expect(
      auditEntrySentence(
        anEntry({
          action: 'admin-suspend-owner',
          actorName: null,
          actorEmail: 'admin@camppass.test',
          campgroundName: null,
          before: { email: 'nina@camppass.test', status: 'active' },
          after: { email: 'nina@camppass.test', status: 'suspended' },
        }),
      ),
    ).toBe('admin@camppass.test suspended owner nina@camppass.test');
    expect(
      auditEntrySentence(
        anEntry({ action: 'create-campground', campgroundName: null, after: { name: 'Oak Hollow' } }),
      ),
    ).toBe('Olivia Owner created Oak Hollow');
  });
});

describe('auditChanges', () => {
  it('lists only the fields whose value changed, without the update time', () => {
    expect(
      auditChanges(
        { name: 'Pine Lake', status: 'active', updatedAt: '2026-01-01', tags: ['a'] },
        { name: 'Pine Lake', status: 'suspended', updatedAt: '2026-02-01', tags: ['a', 'b'] },
      ),
    ).toEqual({
      changes: [
        { field: 'status', before: 'active', after: 'suspended' },
        { field: 'tags', before: '["a"]', after: '["a","b"]' },
      ],
      hidden: 0,
    });
  });

  it('shows the first fields of a created or removed record and counts the rest', () => {
    const record = Object.fromEntries(Array.from({ length: 9 }, (_, n) => [`f${n}`, n]));
    const created = auditChanges(null, record);
    expect(created.changes).toHaveLength(6);
    expect(created.changes[0]).toEqual({ field: 'f0', before: '—', after: '0' });
    expect(created.hidden).toBe(3);
    expect(auditChanges({ ownerId: 'u-1' }, null).changes).toEqual([
      { field: 'owner', before: 'u-1', after: '—' },
    ]);
  });

  it('has nothing to show without before and after', () => {
    expect(auditChanges(null, null)).toEqual({ changes: [], hidden: 0 });
  });

  it('shortens long values to one line', () => {
    expect(auditValue('x'.repeat(200))).toHaveLength(80);
    expect(auditValue(null)).toBe('—');
    expect(auditValue(false)).toBe('false');
  });
});

describe('auditSubject', () => {
  it('names the record a write was about even when its name did not change', () => {
    expect(
      auditSubject({ name: 'Pine Lake', status: 'active' }, { name: 'Pine Lake', status: 'suspended' }),
    ).toBe('Pine Lake');
    expect(auditSubject({ email: 'nina@camppass.test', status: 'active' }, null)).toBe('nina@camppass.test');
    expect(auditSubject(null, { slug: 'pine-lake', name: '  ' })).toBe('pine-lake');
  });

  it('is null when nothing names the record', () => {
    expect(auditSubject({ ownerId: 'u-1' }, { ownerId: 'u-2' })).toBeNull();
    expect(auditSubject(null, null)).toBeNull();
  });
});
