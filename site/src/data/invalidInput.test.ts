import { describe, expect, it } from 'vitest';
import {
  LEAD_SOURCE,
  PUBLIC_TEXT_MAX,
  eventRsvpInputSchema,
  leadInputSchema,
  reportDownloadInputSchema,
} from '@cvc/domain';
import { InvalidInputError, parseInput } from './invalidInput';

const lead = {
  name: 'Ana',
  email: 'ana@empresa.com.br',
  company: 'X',
  phone: '11 9',
  source: LEAD_SOURCE.membership,
};

function problemsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.problems;
    throw error;
  }
  throw new Error('accepted');
}

describe('parseInput', () => {
  it('returns what the schema returns when it accepts the input', () => {
    expect(parseInput(leadInputSchema, { ...lead, name: ' Ana ' })).toEqual({ ...lead, status: 'new' });
  });

  it('names each refused field with its problem, before anything is sent', () => {
    expect(
      problemsOf(() =>
        parseInput(leadInputSchema, {
          ...lead,
          name: '   ',
          email: 'ana@empresa',
          company: 'x'.repeat(PUBLIC_TEXT_MAX.company + 1),
        }),
      ),
    ).toEqual({
      name: { kind: 'required' },
      email: { kind: 'email' },
      company: { kind: 'tooLong', max: PUBLIC_TEXT_MAX.company },
    });
  });

  it('maps the sign-up and download schemas the same way, ids included', () => {
    const rsvp = { ...lead, position: 'CEO', event_id: 'a/b' };
    expect(problemsOf(() => parseInput(eventRsvpInputSchema, { ...rsvp, phone: undefined }))).toEqual({
      event_id: { kind: 'invalid' },
      phone: { kind: 'required' },
    });
    expect(
      problemsOf(() =>
        parseInput(reportDownloadInputSchema, { ...lead, phone: undefined, report_id: 'r', email: ' ' }),
      ),
    ).toEqual({ email: { kind: 'required' } });
  });
});
