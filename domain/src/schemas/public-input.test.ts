import { describe, expect, it } from 'vitest';
import { PUBLIC_TEXT_MAX } from '../public-limits';
import { eventRsvpInputSchema } from './event-rsvp';
import { leadInputSchema } from './lead';
import { reportDownloadInputSchema } from './report-download';
import { failedPaths } from './test-helpers';

const person = {
  name: 'Ana Lima',
  email: 'ana@empresa.com.br',
  company: 'Empresa SA',
  phone: '+55 11 98888-7777',
};

/** A syntactically valid address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = '@empresa.com.br';
  return 'a'.repeat(length - domain.length) + domain;
}

it('pins the public bounds that firestore.rules mirrors', () => {
  expect(PUBLIC_TEXT_MAX).toEqual({
    name: 120,
    email: 254,
    company: 120,
    position: 120,
    phone: 40,
    report_title: 300,
    id: 128,
  });
});

describe('leadInputSchema', () => {
  it('accepts a membership lead, trims it, and always stores status new', () => {
    const lead = leadInputSchema.parse({ ...person, name: '  Ana Lima ', source: 'Associação' });
    expect(lead).toEqual({ ...person, source: 'Associação', status: 'new' });
    expect('position' in lead).toBe(false);
  });

  it('keeps a position when given and drops a blank one', () => {
    expect(leadInputSchema.parse({ ...person, position: 'CEO', source: 'venturelab' }).position).toBe('CEO');
    expect('position' in leadInputSchema.parse({ ...person, position: '  ', source: 'venturelab' })).toBe(
      false,
    );
  });

  it('requires name, email, company, phone and source', () => {
    expect(failedPaths(leadInputSchema, {}).sort()).toEqual(['company', 'email', 'name', 'phone', 'source']);
    expect(failedPaths(leadInputSchema, { ...person, name: '   ', source: 'Associação' })).toEqual(['name']);
  });

  it('rejects a bad email, an unknown source and any status but new', () => {
    expect(failedPaths(leadInputSchema, { ...person, email: 'ana@', source: 'Associação' })).toEqual([
      'email',
    ]);
    expect(failedPaths(leadInputSchema, { ...person, source: 'google' })).toEqual(['source']);
    expect(failedPaths(leadInputSchema, { ...person, source: 'Associação', status: 'converted' })).toEqual([
      'status',
    ]);
  });

  it('strips keys the rules would refuse', () => {
    const lead = leadInputSchema.parse({ ...person, source: 'Associação', notes: 'x', created_at: 1 });
    expect(Object.keys(lead).sort()).toEqual(['company', 'email', 'name', 'phone', 'source', 'status']);
  });

  it.each(['name', 'company', 'position', 'phone'] as const)('bounds %s at its maximum', (field) => {
    const max = PUBLIC_TEXT_MAX[field];
    const lead = { ...person, position: 'CEO', source: 'Associação' };
    expect(leadInputSchema.safeParse({ ...lead, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(failedPaths(leadInputSchema, { ...lead, [field]: 'x'.repeat(max + 1) })).toEqual([field]);
  });

  it('bounds email at 254 characters', () => {
    const lead = { ...person, source: 'Associação' };
    expect(leadInputSchema.safeParse({ ...lead, email: emailOfLength(254) }).success).toBe(true);
    expect(failedPaths(leadInputSchema, { ...lead, email: emailOfLength(255) })).toEqual(['email']);
  });
});

describe('reportDownloadInputSchema', () => {
  const download = { ...person, report_id: 'r1' };

  it('accepts name, email, company and the report id', () => {
    const { phone: _phone, ...expected } = download;
    expect(reportDownloadInputSchema.parse(download)).toEqual(expected);
  });

  it('requires every field', () => {
    expect(failedPaths(reportDownloadInputSchema, {}).sort()).toEqual([
      'company',
      'email',
      'name',
      'report_id',
    ]);
  });

  it("drops a title sent by the visitor: the function writes the report's own", () => {
    expect(reportDownloadInputSchema.parse({ ...download, report_title: 'Forjado' })).not.toHaveProperty(
      'report_title',
    );
  });

  it('bounds name, company and the report id', () => {
    const ok = (patch: object) => reportDownloadInputSchema.safeParse({ ...download, ...patch }).success;
    expect(ok({ name: 'n'.repeat(120) })).toBe(true);
    expect(ok({ name: 'n'.repeat(121) })).toBe(false);
    expect(ok({ company: 'c'.repeat(120) })).toBe(true);
    expect(ok({ company: 'c'.repeat(121) })).toBe(false);
    expect(ok({ report_id: 'i'.repeat(128) })).toBe(true);
    expect(ok({ report_id: 'i'.repeat(129) })).toBe(false);
    expect(ok({ report_id: 'a/b' })).toBe(false);
  });
});

describe('the language a form was sent in', () => {
  const forms = [
    ['lead', leadInputSchema, { ...person, source: 'Associação' }],
    ['report download', reportDownloadInputSchema, { ...person, report_id: 'r1' }],
    ['event sign-up', eventRsvpInputSchema, { ...person, event_id: 'e1', position: 'CEO' }],
  ] as const;

  it.each(forms)(
    '%s: keeps pt, en or es, leaves it out when absent, refuses any other',
    (_, schema, form) => {
      for (const language of ['pt', 'en', 'es']) {
        expect(schema.parse({ ...form, language })).toMatchObject({ language });
      }
      expect('language' in schema.parse(form)).toBe(false);
      for (const language of ['fr', 'EN', '', 1, null]) {
        expect(failedPaths(schema, { ...form, language })).toEqual(['language']);
      }
    },
  );
});

describe('eventRsvpInputSchema', () => {
  const rsvp = { ...person, event_id: 'e1', position: 'Gerente de Inovação' };

  it('accepts a complete sign-up', () => {
    expect(eventRsvpInputSchema.parse(rsvp)).toEqual(rsvp);
  });

  it('requires all six fields, position included', () => {
    expect(failedPaths(eventRsvpInputSchema, {}).sort()).toEqual([
      'company',
      'email',
      'event_id',
      'name',
      'phone',
      'position',
    ]);
  });

  it('bounds name and event id', () => {
    const ok = (patch: object) => eventRsvpInputSchema.safeParse({ ...rsvp, ...patch }).success;
    expect(ok({ name: 'n'.repeat(120) })).toBe(true);
    expect(ok({ name: 'n'.repeat(121) })).toBe(false);
    expect(ok({ event_id: 'e'.repeat(128) })).toBe(true);
    expect(ok({ event_id: 'e'.repeat(129) })).toBe(false);
  });
});

describe('the notice version and the marketing choice every form records', () => {
  const consent = { notice_version: '2026-11-25', marketing_opt_in: false };
  const inputs = [
    [leadInputSchema, { ...person, source: 'Associação' }],
    [eventRsvpInputSchema, { ...person, position: 'Diretora', event_id: 'evento-1' }],
    [reportDownloadInputSchema, { ...person, report_id: 'relatorio-1' }],
  ] as const;

  it('keeps both as sent, and each of the three forms accepts a form sent before they existed', () => {
    for (const [schema, input] of inputs) {
      expect(schema.parse({ ...input, ...consent })).toMatchObject(consent);
      expect(schema.parse({ ...input, marketing_opt_in: true })).toMatchObject({ marketing_opt_in: true });
      expect(schema.safeParse(input).success).toBe(true);
    }
  });

  it('refuses a choice that is not a boolean and a blank or overlong version', () => {
    for (const [schema, input] of inputs) {
      expect(schema.safeParse({ ...input, marketing_opt_in: 'yes' }).success).toBe(false);
      expect(schema.safeParse({ ...input, notice_version: ' ' }).success).toBe(false);
      expect(schema.safeParse({ ...input, notice_version: 'v'.repeat(41) }).success).toBe(false);
    }
  });
});
