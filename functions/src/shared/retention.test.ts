import { describe, expect, it } from 'vitest';
import {
  MAIL_RETENTION_MAX_DAYS,
  RETENTION_DEFAULTS,
  downloadExpiry,
  leadExpiry,
  mailExpiry,
  retentionPeriods,
  rsvpExpiry,
  storedAt,
} from './retention';

const at = new Date('2026-11-25T15:30:00Z');

describe('retentionPeriods', () => {
  it('keeps leads and downloads two years, sign-ups 180 days after the event, mail 90 days by default', () => {
    expect(RETENTION_DEFAULTS).toEqual({
      leadDays: 730,
      rsvpDaysAfterEvent: 180,
      downloadDays: 730,
      mailDays: 90,
    });
    expect(retentionPeriods()).toEqual(RETENTION_DEFAULTS);
  });

  it('takes given whole positive periods and falls back to the default for anything else', () => {
    expect(retentionPeriods({ leadDays: 30, rsvpDaysAfterEvent: 0, downloadDays: -5, mailDays: 7 })).toEqual({
      leadDays: 30,
      rsvpDaysAfterEvent: 180,
      downloadDays: 730,
      mailDays: 7,
    });
    expect(retentionPeriods({ leadDays: 1.5, downloadDays: Number.NaN }).leadDays).toBe(730);
  });

  it('never keeps mail longer than 90 days', () => {
    expect(MAIL_RETENTION_MAX_DAYS).toBe(90);
    expect(retentionPeriods({ mailDays: 365 }).mailDays).toBe(90);
  });
});

describe('expiry dates', () => {
  it('counts leads and downloads from when they were stored', () => {
    expect(leadExpiry(at).toISOString()).toBe('2028-11-24T15:30:00.000Z');
    expect(downloadExpiry(at, retentionPeriods({ downloadDays: 10 })).toISOString()).toBe(
      '2026-12-05T15:30:00.000Z',
    );
  });

  it('counts mail from when it was queued, capped at 90 days even with periods built by hand', () => {
    expect(mailExpiry(at).toISOString()).toBe('2027-02-23T15:30:00.000Z');
    expect(mailExpiry(at, { ...RETENTION_DEFAULTS, mailDays: 400 })).toEqual(mailExpiry(at));
    expect(mailExpiry(at, retentionPeriods({ mailDays: 1 })).toISOString()).toBe('2026-11-26T15:30:00.000Z');
  });

  it('counts a sign-up from the end of its event day', () => {
    expect(rsvpExpiry('2027-03-10', at).toISOString()).toBe('2027-09-07T00:00:00.000Z');
    expect(rsvpExpiry('2027-03-10', at, retentionPeriods({ rsvpDaysAfterEvent: 1 })).toISOString()).toBe(
      '2027-03-12T00:00:00.000Z',
    );
  });

  it('counts a sign-up from itself when the event is unknown, undated or already long past', () => {
    const fromSignUp = '2027-05-24T15:30:00.000Z';
    for (const date of [null, undefined, '', '10/03/2027', '2027-13-45x'])
      expect(rsvpExpiry(date, at).toISOString()).toBe(fromSignUp);
    expect(rsvpExpiry('2020-01-01', at).toISOString()).toBe(fromSignUp);
  });
});

describe('storedAt', () => {
  it('reads a stored timestamp, or falls back when the record has none', () => {
    const fallback = new Date('2026-01-01T00:00:00Z');
    expect(storedAt({ toDate: () => at }, fallback)).toBe(at);
    for (const value of [undefined, null, '2026-11-25', at.getTime(), {}, { toDate: () => 'x' }])
      expect(storedAt(value, fallback)).toBe(fallback);
  });
});
