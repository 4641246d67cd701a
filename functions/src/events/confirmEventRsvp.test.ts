import { describe, expect, it } from 'vitest';
import { confirmEventRsvp } from './confirmEventRsvp';

describe('confirmEventRsvp', () => {
  it('is delivered again after a failed run, so no sign-up is left without a seat', () => {
    const endpoint = (confirmEventRsvp as unknown as { __endpoint: { eventTrigger?: { retry?: unknown } } })
      .__endpoint;
    expect(endpoint.eventTrigger?.retry).toBe(true);
  });
});
