import { describe, expect, it } from 'vitest';
import { confirmEventRsvp } from './confirmEventRsvp';

describe('confirmEventRsvp', () => {
  // What a redelivery then does (the seat decided once, a failed run's sign-up seated) is run against the
  // emulator in tests/integration/events/confirmRetry.test.ts.
  it('is declared with retry: true, so the platform delivers a failed run again', () => {
    const endpoint = (confirmEventRsvp as unknown as { __endpoint: { eventTrigger?: { retry?: unknown } } })
      .__endpoint;
    expect(endpoint.eventTrigger?.retry).toBe(true);
  });
});
