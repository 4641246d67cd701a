import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { isPossibleEventId, toPublicEvent } from './enabledEvent';

const STORED = {
  title: ' Fórum ',
  date: '2026-11-22',
  description: 'Resumo',
  full_description: '',
  location: 'São Paulo',
  start_time: '19:00',
  end_time: null,
  sponsor_logos: [{ name: 'A', logo_url: 'https://a.example/logo.png' }, { name: 3 }, 'x'],
  enabled: true,
  extra: 'ignored',
};

describe('toPublicEvent', () => {
  it('keeps the fields of an enabled event, empty optionals as null, bad logos out', () => {
    expect(toPublicEvent('e1', STORED)).toEqual({
      id: 'e1',
      title: 'Fórum',
      date: '2026-11-22',
      description: 'Resumo',
      full_description: null,
      location: 'São Paulo',
      image_url: null,
      registration_url: null,
      start_time: '19:00',
      end_time: null,
      sponsors: null,
      sponsor_logos: [{ name: 'A', logo_url: 'https://a.example/logo.png' }],
      enabled: true,
      capacity: null,
    });
  });

  it('keeps a whole capacity and drops any other', () => {
    expect(toPublicEvent('e1', { ...STORED, capacity: 25 })?.capacity).toBe(25);
    expect(toPublicEvent('e1', { ...STORED, capacity: 0 })?.capacity).toBeNull();
    expect(toPublicEvent('e1', { ...STORED, capacity: '25' })?.capacity).toBeNull();
  });

  it('refuses a disabled, missing, untitled or undated event', () => {
    expect(toPublicEvent('e1', { ...STORED, enabled: false })).toBeNull();
    expect(toPublicEvent('e1', { ...STORED, enabled: 'true' })).toBeNull();
    expect(toPublicEvent('e1', undefined)).toBeNull();
    expect(toPublicEvent('e1', { ...STORED, title: '  ' })).toBeNull();
    expect(toPublicEvent('e1', { ...STORED, date: '2026-02-30' })).toBeNull();
  });

  it('refuses an event before its publication time and from its unpublish time, as the rules do', () => {
    const now = new Date(Date.UTC(2026, 0, 10, 12));
    const at = (minutes: number) => Timestamp.fromMillis(now.getTime() + minutes * 60_000);
    expect(toPublicEvent('e1', { ...STORED, published_at: at(1) }, now)).toBeNull();
    expect(toPublicEvent('e1', { ...STORED, published_at: at(0) }, now)?.id).toBe('e1');
    expect(toPublicEvent('e1', { ...STORED, published_at: at(-60), unpublish_at: at(0) }, now)).toBeNull();
    expect(toPublicEvent('e1', { ...STORED, published_at: at(-60), unpublish_at: at(1) }, now)?.id).toBe(
      'e1',
    );
    // Stored before events had a publication time: published (the migration gives it one).
    expect(toPublicEvent('e1', STORED, now)?.id).toBe('e1');
  });
});

describe('isPossibleEventId', () => {
  it('accepts Firestore ids and refuses what Firestore would', () => {
    expect(isPossibleEventId('evento-forum-2026')).toBe(true);
    expect(isPossibleEventId('x'.repeat(128))).toBe(true);
    for (const id of ['', 'a/b', '.', '..', '__id__', 'x'.repeat(129)]) {
      expect(isPossibleEventId(id)).toBe(false);
    }
  });
});
