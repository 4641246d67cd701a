import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { auditChange, sameValue } from './auditDiff';

const news = { title: 'Antes', status: 'published', slug: 'antes', updated_by: 'uid-a' };

describe('auditChange', () => {
  it('records an update with only the changed fields, before and after, and the whole new version', () => {
    const after = { ...news, title: 'Depois', slug: 'depois', updated_by: 'uid-b' };
    expect(auditChange('news', news, after)).toEqual({
      action: 'update',
      fields: ['slug', 'title'],
      before: { slug: 'antes', title: 'Antes' },
      after: { slug: 'depois', title: 'Depois' },
      snapshot: after,
      by_uid: 'uid-b',
    });
  });

  it('records a delete with the whole document, named after the stamp the deleter put on it', () => {
    const change = auditChange('news', news, undefined);
    expect(change).toMatchObject({ action: 'delete', after: null, snapshot: news, by_uid: 'uid-a' });
    expect(change?.before).toEqual({ title: 'Antes', status: 'published', slug: 'antes' });
  });

  it('records a create with every field', () => {
    expect(auditChange('events', undefined, { title: 'X', updated_by: 'u' })).toMatchObject({
      action: 'create',
      fields: ['title'],
      before: null,
      by_uid: 'u',
    });
  });

  it('makes no entry for bookkeeping alone: the stamp before a delete, kept slugs, a lead arriving', () => {
    expect(auditChange('news', news, { ...news, updated_by: 'uid-c' })).toBeNull();
    expect(auditChange('news', news, { ...news, previous_slugs: ['x'] })).toBeNull();
    // The states the translation-state migration fills in: derived from the texts.
    expect(
      auditChange('news', news, { ...news, translation_state: { en: 'missing', es: 'missing' } }),
    ).toBeNull();
    expect(auditChange('leads', undefined, { status: 'new', email: 'a@b.co' })).toBeNull();
    expect(auditChange('mail', undefined, { to: 'x' })).toBeNull();
  });

  it("keeps a lead's status and a staff record's keys, never a lead's personal data, and no version", () => {
    const lead = { status: 'new', email: 'a@b.co', updated_by: 'u' };
    expect(auditChange('leads', lead, { ...lead, status: 'lost', notes: 'x' })).toEqual({
      action: 'update',
      fields: ['status'],
      before: { status: 'new' },
      after: { status: 'lost' },
      snapshot: null,
      by_uid: 'u',
    });
    expect(auditChange('leads', lead, { ...lead, notes: 'só a nota' })).toBeNull();
    expect(auditChange('admin_users', { permissions: { news: true } }, { permissions: {} })?.fields).toEqual([
      'permissions',
    ]);
  });

  it('names nobody when the document carries no stamp (a write of the seed or a function)', () => {
    expect(auditChange('news', undefined, { title: 'X' })?.by_uid).toBeNull();
  });
});

describe('sameValue', () => {
  it('compares timestamps, lists and maps by value', () => {
    expect(sameValue(Timestamp.fromMillis(1), Timestamp.fromMillis(1))).toBe(true);
    expect(sameValue(Timestamp.fromMillis(1), Timestamp.fromMillis(2))).toBe(false);
    // The console's Dates hold milliseconds: the same instant saved back is no change.
    expect(sameValue(new Timestamp(10, 1_500_000), new Timestamp(10, 1_000_000))).toBe(true);
    expect(sameValue([{ a: 1 }], [{ a: 1 }])).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: null }, {})).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});
