import { describe, expect, it } from 'vitest';
import {
  approvedSecondStep,
  e164Phone,
  secondFactorIdOf,
  secondFactorOf,
  sessionPredatesReset,
} from './second-factor';

describe('secondFactorOf', () => {
  it('reads the factor Firebase wrote into the token', () => {
    expect(
      secondFactorOf({ firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' } }),
    ).toBe('phone');
    expect(secondFactorOf({ firebase: { sign_in_second_factor: 'totp' } })).toBe('totp');
  });

  it('is null for the password alone, a made-up factor or no token', () => {
    expect(secondFactorOf({ firebase: { sign_in_provider: 'password' } })).toBeNull();
    expect(secondFactorOf({ firebase: { sign_in_second_factor: 'email' } })).toBeNull();
    // A custom claim named like Firebase's own is not Firebase's: only the `firebase` object counts.
    expect(secondFactorOf({ sign_in_second_factor: 'phone' } as never)).toBeNull();
    expect(secondFactorOf(null)).toBeNull();
  });
});

describe('approvedSecondStep', () => {
  const token = (id?: string) => ({
    firebase: { sign_in_second_factor: 'phone', ...(id ? { second_factor_identifier: id } : {}) },
    auth_time: 2_000,
  });

  it('takes a factor the record approved, in a session no reset ended', () => {
    expect(secondFactorIdOf(token('enrol-1'))).toBe('enrol-1');
    expect(approvedSecondStep(token('enrol-1'), { approved_factors: ['enrol-0', 'enrol-1'] })).toBe(true);
    expect(
      approvedSecondStep(token('enrol-1'), { approved_factors: ['enrol-1'], sessions_valid_after: 2_000 }),
    ).toBe(true);
  });

  it('refuses a factor never approved, a token without one, the password alone and an ended session', () => {
    expect(approvedSecondStep(token('thief-phone'), { approved_factors: ['enrol-1'] })).toBe(false);
    expect(approvedSecondStep(token('enrol-1'), {})).toBe(false);
    expect(approvedSecondStep(token('enrol-1'), null)).toBe(false);
    expect(approvedSecondStep(token(), { approved_factors: [''] })).toBe(false);
    expect(
      approvedSecondStep(
        { firebase: { second_factor_identifier: 'enrol-1' } },
        { approved_factors: ['enrol-1'] },
      ),
    ).toBe(false);
    expect(
      approvedSecondStep(token('enrol-1'), { approved_factors: ['enrol-1'], sessions_valid_after: 2_001 }),
    ).toBe(false);
  });
});

describe('sessionPredatesReset', () => {
  it('refuses a sign-in older than the reset and keeps one at or after it', () => {
    expect(sessionPredatesReset(1_000, 1_001)).toBe(true);
    expect(sessionPredatesReset(1_001, 1_001)).toBe(false);
    expect(sessionPredatesReset(1_002, 1_001)).toBe(false);
  });

  it('keeps every session when no reset happened, and refuses a token without a sign-in time after one', () => {
    expect(sessionPredatesReset(1_000, undefined)).toBe(false);
    expect(sessionPredatesReset(undefined, 1_001)).toBe(true);
  });
});

describe('e164Phone', () => {
  it('takes a Brazilian mobile as people type it', () => {
    expect(e164Phone('(11) 91234-5678')).toBe('+5511912345678');
    expect(e164Phone('11 91234 5678')).toBe('+5511912345678');
    expect(e164Phone('+55 11 91234-5678')).toBe('+5511912345678');
    expect(e164Phone('55 11 91234-5678')).toBe('+5511912345678');
    expect(e164Phone('(21) 3456-7890')).toBe('+552134567890');
  });

  it('keeps another country given with its +', () => {
    expect(e164Phone('+351 912 345 678')).toBe('+351912345678');
  });

  it('refuses what cannot be a phone number', () => {
    expect(e164Phone('')).toBeNull();
    expect(e164Phone('91234-5678')).toBeNull();
    expect(e164Phone('telefone')).toBeNull();
    expect(e164Phone('+1234')).toBeNull();
  });
});
