import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { plainValues } from './plainValues';
import { addressHash } from './addressHash';

describe('plainValues', () => {
  it('turns timestamps into ISO strings at any depth and keeps the rest', () => {
    const at = Timestamp.fromDate(new Date('2026-11-25T10:00:00.000Z'));
    expect(
      plainValues({ created_at: at, to: ['a@b.co'], delivery: { endTime: at, attempts: 1, error: null } }),
    ).toEqual({
      created_at: '2026-11-25T10:00:00.000Z',
      to: ['a@b.co'],
      delivery: { endTime: '2026-11-25T10:00:00.000Z', attempts: 1, error: null },
    });
    expect(plainValues(new GeoPoint(1, 2))).toEqual({ latitude: 1, longitude: 2 });
  });
});

describe('addressHash', () => {
  it('is the sha256 hex of the trimmed lower-case address, whatever the case typed', () => {
    expect(addressHash(' Ana@Empresa.COM ')).toBe(addressHash('ana@empresa.com'));
    expect(addressHash('ana@empresa.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(addressHash('ana@empresa.com')).not.toContain('ana');
  });
});
