import { describe, expect, it } from 'vitest';
import type { CvcEvent } from '@cvc/domain';
import { buildEventIcs, escapeIcsText, eventUid, foldIcsLine, icsFilename } from './eventIcs';

const EVENT: CvcEvent = {
  id: 'forum-2026',
  title: 'Fórum CVC, edição 2026',
  date: '2026-11-22',
  location: 'Av. Paulista, 1000; São Paulo',
  description: 'Encontro anual',
  full_description: 'Primeira linha\nSegunda linha, com vírgula',
  image_url: null,
  registration_url: null,
  start_time: '19:00',
  end_time: '21:30',
  sponsors: null,
  sponsor_logos: [],
  enabled: true,
};

const NOW = new Date('2026-11-01T12:34:56.789Z');

/** The content lines, unfolded (RFC 5545 §3.1). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters but keeps tabs', () => {
    expect(escapeIcsText('a\u0000b\u0007c\td\u007f')).toBe('abc\td');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds longer lines into pieces of at most 75 octets, continuations starting with a space', () => {
    const line = `SUMMARY:${'a'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBe(3);
    expect(pieces[0]).toHaveLength(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(pieces.every((piece) => Buffer.byteLength(piece) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'ção'.repeat(40)}`;
    const pieces = foldIcsLine(line).split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) {
      expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
      expect(Buffer.from(piece, 'utf8').toString('utf8')).toBe(piece);
      expect(piece).not.toContain('\uFFFD');
    }
    expect(pieces.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildEventIcs', () => {
  it('writes a timed event in São Paulo time with its VTIMEZONE', () => {
    const ics = buildEventIcs(EVENT, 'https://example.org', NOW);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//CVC//Eventos//PT-BR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VTIMEZONE',
        'TZID:America/Sao_Paulo',
        'TZOFFSETFROM:-0300',
        'TZOFFSETTO:-0300',
        'TZNAME:-03',
        `UID:${eventUid('forum-2026')}`,
        'DTSTAMP:20261101T123456Z',
        'DTSTART;TZID=America/Sao_Paulo:20261122T190000',
        'DTEND;TZID=America/Sao_Paulo:20261122T213000',
        'SUMMARY:Fórum CVC\\, edição 2026',
        'DESCRIPTION:Primeira linha\\nSegunda linha\\, com vírgula\\n\\nhttps://example.org/?event=forum-2026',
        'LOCATION:Av. Paulista\\, 1000\\; São Paulo',
        'URL:https://example.org/?event=forum-2026',
      ]),
    );
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes an all-day event as dates, ending the next day', () => {
    const lines = unfold(
      buildEventIcs({ ...EVENT, date: '2026-12-31', start_time: null, end_time: null }, 'https://x.org', NOW),
    );
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
  });

  it('uses the short description when there is no full one', () => {
    const lines = unfold(buildEventIcs({ ...EVENT, full_description: null }, 'https://x.org', NOW));
    expect(lines).toContain('DESCRIPTION:Encontro anual\\n\\nhttps://x.org/?event=forum-2026');
  });

  it('keeps the same UID for the same event, whatever the origin or time', () => {
    const uid = (ics: string) => unfold(ics).find((line) => line.startsWith('UID:'));
    expect(uid(buildEventIcs(EVENT, 'https://a.org', NOW))).toBe(
      uid(buildEventIcs({ ...EVENT, title: 'Outro' }, 'https://b.org', new Date())),
    );
    expect(eventUid('forum-2026')).not.toBe(eventUid('forum-2027'));
  });

  it('folds a long title and keeps every physical line within 75 octets', () => {
    const ics = buildEventIcs({ ...EVENT, title: 'Inovação aberta '.repeat(20) }, 'https://x.org', NOW);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY:${'Inovação aberta '.repeat(20)}`);
  });
});

describe('icsFilename', () => {
  it('keeps letters, digits, dash and underscore, nothing that could break the header', () => {
    expect(icsFilename('forum-2026_a')).toBe('evento-forum-2026_a.ics');
    expect(icsFilename('a"b;c\r\nd é')).toBe('evento-a_b_c__d__.ics');
  });
});
