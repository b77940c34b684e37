import { describe, expect, it } from 'vitest';
import { auditChanges, auditSubject, auditValue } from './audit-changes';

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
      { field: 'ownerId', before: 'u-1', after: '—' },
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
