import { describe, expect, it } from 'vitest';
import { canonicalClaims, planSync } from './syncStaffClaims';

describe('canonicalClaims', () => {
  it('reads undefined, null and {} (what Auth reports once cleared) as no claims', () => {
    expect(canonicalClaims(undefined)).toBe('null');
    expect(canonicalClaims(null)).toBe('null');
    expect(canonicalClaims({})).toBe('null');
  });

  it('ignores key order, so claims read back from Auth compare equal', () => {
    expect(canonicalClaims({ perms: { news: true, leads: true } })).toBe(
      canonicalClaims({ perms: { leads: true, news: true } }),
    );
  });

  it('keeps a record that grants nothing apart from no record at all', () => {
    expect(canonicalClaims({ perms: {} })).not.toBe(canonicalClaims(null));
  });
});

describe('planSync', () => {
  const news = { perms: { news: true as const } };

  it('does nothing when Auth and the marker already hold the claims (a retried event)', () => {
    expect(planSync(news, { authClaims: { perms: { news: true } }, markerClaims: news })).toEqual({
      setClaims: false,
      writeMarker: false,
    });
  });

  it('stamps and marks a change', () => {
    expect(planSync({ role: 'admin' }, { authClaims: news, markerClaims: news })).toEqual({
      setClaims: true,
      writeMarker: true,
    });
  });

  it('only rewrites the marker when a crash left it behind the claims', () => {
    expect(planSync(news, { authClaims: news, markerClaims: null })).toEqual({
      setClaims: false,
      writeMarker: true,
    });
  });

  it('clears the claims when the record is gone', () => {
    expect(planSync(null, { authClaims: news, markerClaims: news })).toEqual({
      setClaims: true,
      writeMarker: true,
    });
    expect(planSync(null, { authClaims: {}, markerClaims: null })).toEqual({
      setClaims: false,
      writeMarker: false,
    });
  });
});
