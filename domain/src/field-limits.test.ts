import { describe, expect, it } from 'vitest';
import {
  SLUG_PATTERN,
  SPONSOR_LOGOS_MAX,
  STAFF_LIST_MAX,
  STAFF_LIST_TEXT_MAX,
  WEB_URL_MAX,
  WEB_URL_PATTERN,
} from './field-limits';
import { AUDIENCE_TIME_ZONE } from './audience-time';
import { AUDIENCE_UTC_OFFSET_HOURS } from './public-limits';
import { documentId, isWebUrl, textList } from './schemas/fields';
import { eventSchema } from './schemas/event';
import { newsSchema } from './schemas/news';
import { opinionSchema } from './schemas/opinion';
import { VALIDATION_MESSAGES as MSG } from './schemas/messages';
import { slugify } from './slug';

// The patterns are shared with firestore.rules, where RE2 runs them; RE2 has no lookaround or backreference.
describe('patterns shared with the rules', () => {
  it.each([
    ['WEB_URL_PATTERN', WEB_URL_PATTERN],
    ['SLUG_PATTERN', SLUG_PATTERN],
  ])('%s uses only syntax RE2 reads the same way', (_, pattern) => {
    expect(pattern).not.toMatch(/\(\?[=!<]|\\[1-9]|\\[sSdDwWbB]|\\p/);
    expect(() => new RegExp(pattern)).not.toThrow();
  });

  it('isWebUrl bounds the length at WEB_URL_MAX', () => {
    const url = (n: number) => `https://x.org/${'a'.repeat(n - 14)}`;
    expect(isWebUrl(url(WEB_URL_MAX))).toBe(true);
    expect(isWebUrl(url(WEB_URL_MAX + 1))).toBe(false);
  });

  it('SLUG_PATTERN holds exactly the titles slugify leaves unchanged', () => {
    const slug = new RegExp(`^${SLUG_PATTERN}$`);
    for (const title of ['Inovação Aberta', 'CVC 2030', '--a--', 'já', 'a-b', 'ab', '', '!!!', 'a--b', 'A']) {
      const out = slugify(title);
      expect(slug.test(out), title).toBe(out !== '');
      expect(slug.test(title), title).toBe(title !== '' && slugify(title) === title);
    }
  });

  // The rules cannot read time zones; São Paulo has had no daylight saving since 2019.
  it.each(['2024-01-15T12:00:00Z', '2025-07-15T12:00:00Z', '2026-11-23T02:30:00Z'])(
    'AUDIENCE_UTC_OFFSET_HOURS is the offset of %s in the audience time zone',
    (iso) => {
      const name = new Intl.DateTimeFormat('en-US', {
        timeZone: AUDIENCE_TIME_ZONE,
        timeZoneName: 'shortOffset',
      })
        .formatToParts(new Date(iso))
        .find((p) => p.type === 'timeZoneName')?.value;
      expect(name).toBe(`GMT${AUDIENCE_UTC_OFFSET_HOURS}`);
    },
  );
});

describe('staff lists', () => {
  const items = (n: number, text = 'x') => Array.from({ length: n }, () => text);

  it(`keeps up to ${STAFF_LIST_MAX} texts of up to ${STAFF_LIST_TEXT_MAX} characters`, () => {
    expect(textList().parse(items(STAFF_LIST_MAX, 'y'.repeat(STAFF_LIST_TEXT_MAX)))).toHaveLength(
      STAFF_LIST_MAX,
    );
  });

  it('refuses one text more, or a longer text, in pt-BR', () => {
    const tooMany = textList().safeParse(items(STAFF_LIST_MAX + 1));
    expect(tooMany.error?.issues[0]?.message).toBe(`Máximo de ${STAFF_LIST_MAX} itens`);
    const tooLong = textList().safeParse(['y'.repeat(STAFF_LIST_TEXT_MAX + 1)]);
    expect(tooLong.error?.issues[0]?.message).toBe(`Máximo de ${STAFF_LIST_TEXT_MAX} caracteres`);
  });

  it('counts the texts left after blanks are dropped', () => {
    expect(textList().parse([...items(STAFF_LIST_MAX), '', ' '])).toHaveLength(STAFF_LIST_MAX);
  });

  it('bounds sponsor logos at SPONSOR_LOGOS_MAX and their names like texts', () => {
    const logo = { name: 'Aurora', logo_url: '/logo.svg' };
    const event = { title: 'E', date: '2026-03-10', location: 'SP', description: 'D' };
    const withLogos = (n: number) =>
      eventSchema.safeParse({ ...event, sponsor_logos: items(n).map(() => logo) });
    expect(withLogos(SPONSOR_LOGOS_MAX).success).toBe(true);
    expect(withLogos(SPONSOR_LOGOS_MAX + 1).error?.issues[0]?.message).toBe(
      MSG.tooManyItems(SPONSOR_LOGOS_MAX),
    );
    const longName = { ...logo, name: 'n'.repeat(STAFF_LIST_TEXT_MAX + 1) };
    expect(eventSchema.safeParse({ ...event, sponsor_logos: [longName] }).success).toBe(false);
  });
});

describe('document ids', () => {
  it.each(['columnist-1', 'Xb3kPq9LmN2rT5vW8yZ1', '_a_', '__a'])('accepts %j', (id) => {
    expect(documentId(128).safeParse(id).success).toBe(true);
  });
  it.each(['a/b', '.', '..', '__name__', '__a\nb__', '', 'c'.repeat(129)])('refuses %j', (id) => {
    expect(documentId(128).safeParse(id).success).toBe(false);
  });

  it('shapes the opinion columnist_id as a document id, with the form message', () => {
    const opinion = { title: 'T', summary: 'S', content: 'C' };
    expect(opinionSchema.safeParse({ ...opinion, columnist_id: 'columnist-1' }).success).toBe(true);
    const slash = opinionSchema.safeParse({ ...opinion, columnist_id: 'columnists/columnist-1' });
    expect(slash.error?.issues[0]?.message).toBe(MSG.documentId);
    const empty = opinionSchema.safeParse({ ...opinion, columnist_id: '' });
    expect(empty.error?.issues[0]?.message).toBe(MSG.columnist);
  });
});

describe('publication titles', () => {
  const news = { summary: 'S', content: 'C' };
  it('refuses a title that would leave no slug, in pt-BR', () => {
    const parsed = newsSchema.safeParse({ ...news, title: '!!! ???' });
    expect(parsed.error?.issues[0]?.message).toBe('O título precisa ter ao menos uma letra ou um número');
    expect(opinionSchema.safeParse({ ...news, title: '...', columnist_id: 'c1' }).success).toBe(false);
  });
  it('accepts any title with a letter or digit', () => {
    expect(newsSchema.safeParse({ ...news, title: '2030?' }).success).toBe(true);
  });
});
