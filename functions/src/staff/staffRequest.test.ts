import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { STAFF_MESSAGES } from '@cvc/domain';
import {
  checkAdminsKept,
  isSessionRevoked,
  parseInvite,
  parseRemove,
  parseUpdate,
  requireAdminClaim,
} from './staffRequest';

function authWith(token: Record<string, unknown>): CallableRequest['auth'] {
  return { uid: 'caller', token: token as never, rawToken: 'raw' };
}

function errorOf(run: () => unknown): HttpsError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('expected an HttpsError');
}

const SMS = { firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' } };

describe('requireAdminClaim', () => {
  it('refuses anonymous callers', () => {
    const error = errorOf(() => requireAdminClaim(undefined));
    expect([error.code, error.message]).toEqual(['unauthenticated', STAFF_MESSAGES.unauthenticated]);
  });

  it('refuses staff without role admin, even holding every key', () => {
    const error = errorOf(() => requireAdminClaim(authWith({ ...SMS, perms: { news: true, leads: true } })));
    expect([error.code, error.message]).toEqual(['permission-denied', STAFF_MESSAGES.notAdmin]);
    expect(() => requireAdminClaim(authWith({ ...SMS, role: 'Admin' }))).toThrow(STAFF_MESSAGES.notAdmin);
  });

  it('refuses an admin signed in with the password alone, with the message the console shows', () => {
    const error = errorOf(() =>
      requireAdminClaim(authWith({ role: 'admin', firebase: { sign_in_provider: 'password' } })),
    );
    expect([error.code, error.message]).toEqual([
      'permission-denied',
      'Confirme o segundo fator (o código enviado por SMS) para usar o painel. Entre novamente.',
    ]);
    // A custom claim shaped like Firebase's is not Firebase's.
    expect(() => requireAdminClaim(authWith({ role: 'admin', sign_in_second_factor: 'phone' }))).toThrow(
      STAFF_MESSAGES.secondFactorRequired,
    );
  });

  it('returns the uid of an admin signed in with SMS or TOTP', () => {
    expect(requireAdminClaim(authWith({ ...SMS, role: 'admin' }))).toBe('caller');
    expect(requireAdminClaim(authWith({ role: 'admin', firebase: { sign_in_second_factor: 'totp' } }))).toBe(
      'caller',
    );
  });
});

describe('isSessionRevoked', () => {
  const revokedAt = '2026-03-10T12:00:00.000Z';
  const seconds = (iso: string) => Date.parse(iso) / 1000;

  it('is false for a sign-in at or after the revocation, or an account never revoked', () => {
    expect(isSessionRevoked(seconds(revokedAt), revokedAt)).toBe(false);
    expect(isSessionRevoked(seconds('2026-03-10T12:00:01Z'), revokedAt)).toBe(false);
    expect(isSessionRevoked(seconds('2020-01-01T00:00:00Z'), undefined)).toBe(false);
  });

  it('is true for a sign-in before the revocation, or a token without auth_time', () => {
    expect(isSessionRevoked(seconds('2026-03-10T11:59:59Z'), revokedAt)).toBe(true);
    expect(isSessionRevoked(undefined, revokedAt)).toBe(true);
    expect(isSessionRevoked('1700000000', undefined)).toBe(true);
  });
});

describe('checkAdminsKept', () => {
  const change = (targetUid: string, wasAdmin: boolean, staysAdmin: boolean) => ({
    callerUid: 'a',
    targetUid,
    wasAdmin,
    staysAdmin,
  });

  it('refuses to take away the last admin', () => {
    const error = errorOf(() => checkAdminsKept(change('b', true, false), ['b']));
    expect([error.code, error.message]).toEqual(['failed-precondition', STAFF_MESSAGES.lastAdmin]);
  });

  it('refuses a caller who is no longer among the admins', () => {
    const error = errorOf(() => checkAdminsKept(change('b', true, false), ['b', 'c']));
    expect([error.code, error.message]).toEqual(['permission-denied', STAFF_MESSAGES.notAdmin]);
  });

  it('lets an admin demote another admin, or change any member, while one admin remains', () => {
    expect(() => checkAdminsKept(change('b', true, false), ['a', 'b'])).not.toThrow();
    expect(() => checkAdminsKept(change('b', true, true), ['a', 'b'])).not.toThrow();
    expect(() => checkAdminsKept(change('m', false, false), ['a'])).not.toThrow();
  });
});

describe('parseInvite', () => {
  it('normalises the email, trims the name and de-duplicates keys', () => {
    expect(parseInvite({ email: ' Ana@CVC.local ', name: ' Ana ', permissions: ['rsvp', 'rsvp'] })).toEqual({
      email: 'ana@cvc.local',
      name: 'Ana',
      role: null,
      permissions: ['rsvp'],
      lead_alerts: false,
    });
  });

  it('takes the lead-alerts setting as a boolean, off when absent', () => {
    const invite = { email: 'a@b.co', name: 'A', permissions: ['leads'] };
    expect(parseInvite({ ...invite, lead_alerts: true }).lead_alerts).toBe(true);
    expect(parseInvite({ ...invite, lead_alerts: null }).lead_alerts).toBe(false);
    expect(() => parseInvite({ ...invite, lead_alerts: 'yes' })).toThrow(STAFF_MESSAGES.invalidRequest);
  });

  it('names unknown keys', () => {
    const error = errorOf(() => parseInvite({ email: 'a@b.co', name: 'A', permissions: ['rsvp', 'root'] }));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'Permissão desconhecida: root.']);
  });

  it('refuses a bad email, a missing name, a bad role and a non-list of keys', () => {
    expect(() => parseInvite({ email: 'nope', name: 'A' })).toThrow(STAFF_MESSAGES.invalidEmail);
    expect(() => parseInvite({ email: 'a@b.co', name: '  ' })).toThrow(STAFF_MESSAGES.nameRequired);
    expect(() => parseInvite({ email: 'a@b.co', name: 'A', role: 'owner' })).toThrow(
      STAFF_MESSAGES.invalidRequest,
    );
    expect(() => parseInvite({ email: 'a@b.co', name: 'A', permissions: { news: true } })).toThrow(
      STAFF_MESSAGES.invalidRequest,
    );
    expect(() => parseInvite(null)).toThrow(STAFF_MESSAGES.invalidRequest);
  });
});

describe('parseUpdate and parseRemove', () => {
  it('accepts a uid with keys and an optional name', () => {
    expect(parseUpdate({ uid: 'u1', permissions: ['leads'] })).toEqual({
      uid: 'u1',
      role: null,
      permissions: ['leads'],
    });
    expect(parseUpdate({ uid: 'u1', name: ' Bia ', role: 'admin' })).toMatchObject({
      name: 'Bia',
      role: 'admin',
    });
  });

  it('changes lead alerts only when the request names them', () => {
    expect(parseUpdate({ uid: 'u1', permissions: ['leads'], lead_alerts: false })).toMatchObject({
      lead_alerts: false,
    });
    expect('lead_alerts' in parseUpdate({ uid: 'u1', permissions: ['leads'] })).toBe(false);
    expect(() => parseUpdate({ uid: 'u1', lead_alerts: 1 })).toThrow(STAFF_MESSAGES.invalidRequest);
  });

  it('refuses unknown keys and uids that are not document ids', () => {
    expect(() => parseUpdate({ uid: 'u1', permissions: ['admin'] })).toThrow(
      'Permissão desconhecida: admin.',
    );
    expect(() => parseRemove({ uid: 'a/b' })).toThrow(STAFF_MESSAGES.invalidRequest);
    expect(() => parseRemove({})).toThrow(STAFF_MESSAGES.invalidRequest);
    expect(parseRemove({ uid: 'u1' })).toEqual({ uid: 'u1' });
  });
});
