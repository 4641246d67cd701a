import { describe, expect, it } from 'vitest';
import { eventSchema } from './schemas/event';
import { RSVP_STATUSES, isCapacity, promotions, rsvpStatus, seatDecision, seatsLeft } from './event-seats';
import { VALIDATION_MESSAGES } from './schemas/messages';

describe('seats', () => {
  it('confirms while a seat is left, then waitlists', () => {
    expect(seatDecision(10, 0)).toBe('confirmed');
    expect(seatDecision(10, 9)).toBe('confirmed');
    expect(seatDecision(10, 10)).toBe('waitlisted');
    expect(seatDecision(10, 12)).toBe('waitlisted');
  });

  it('waitlists a newcomer while someone waits, even for a seat just freed', () => {
    expect(seatDecision(10, 9, 1)).toBe('waitlisted');
    expect(seatDecision(null, 9, 1)).toBe('confirmed');
  });

  it('promotes as many waitlisted as there are free seats', () => {
    expect(promotions(10, 9, 3)).toBe(1);
    expect(promotions(10, 8, 3)).toBe(2);
    expect(promotions(10, 7, 2)).toBe(2);
    expect(promotions(10, 10, 3)).toBe(0);
    expect(promotions(10, 12, 3)).toBe(0);
    expect(promotions(null, 12, 3)).toBe(3);
  });

  it('confirms everyone when the event has no capacity', () => {
    for (const capacity of [undefined, null, 0, -1, 2.5, '10'])
      expect(seatDecision(capacity, 500)).toBe('confirmed');
  });

  it('counts the seats left, never below zero, null without a capacity', () => {
    expect(seatsLeft(10, 3)).toBe(7);
    expect(seatsLeft(10, 11)).toBe(0);
    expect(seatsLeft(null, 3)).toBeNull();
  });

  it('takes only whole numbers of at least one as a capacity', () => {
    expect(isCapacity(1)).toBe(true);
    for (const value of [0, -3, 1.5, '2', null, NaN]) expect(isCapacity(value)).toBe(false);
  });

  it('reads a stored status, an older sign-up without one as confirmed', () => {
    expect(RSVP_STATUSES).toEqual(['confirmed', 'waitlisted', 'cancelled']);
    expect(rsvpStatus('waitlisted')).toBe('waitlisted');
    expect(rsvpStatus(undefined)).toBe('confirmed');
  });
});

describe('event capacity in the staff form', () => {
  const base = { title: 'Fórum', date: '2026-12-01', location: 'SP', description: 'Resumo' };

  it('accepts a whole number of seats or nothing', () => {
    expect(eventSchema.parse({ ...base, capacity: 10 }).capacity).toBe(10);
    expect(eventSchema.parse({ ...base, capacity: null }).capacity).toBeNull();
    expect(eventSchema.parse(base).capacity).toBeUndefined();
  });

  it('refuses zero, negative and fractional capacities with one clear message', () => {
    for (const capacity of [0, -1, 2.5]) {
      const result = eventSchema.safeParse({ ...base, capacity });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.capacity);
    }
  });
});
