import { describe, expect, it } from 'vitest';
import { canonicalClaimsKey } from './claimsKey';

describe('canonicalClaimsKey', () => {
  it('ignores key order and reads missing claims as none', () => {
    expect(canonicalClaimsKey({ perms: { news: true, events: true } })).toBe(
      canonicalClaimsKey({ perms: { events: true, news: true } }),
    );
    expect(canonicalClaimsKey(null)).toBe('none');
    expect(canonicalClaimsKey(undefined)).toBe('none');
  });

  it('tells admin, a changed key and no keys apart', () => {
    expect(canonicalClaimsKey({ role: 'admin' })).toBe('admin');
    expect(canonicalClaimsKey({ perms: { news: true } })).not.toBe(
      canonicalClaimsKey({ perms: { opinions: true } }),
    );
    expect(canonicalClaimsKey({ perms: {} })).toBe('perms:');
  });
});
