import { describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { editionEntries, editionMail, type EditionEntry, type EditionItem } from './editionContent';

const edition = {
  subject_pt: 'Novidades',
  subject_en: 'News',
  subject_es: 'Novedades',
  intro_en: 'Our <best> month.',
};
/** An item with no translation: the Portuguese in every mail. */
const untranslated = (entry: Omit<EditionEntry, 'language'>): EditionItem => ({
  pt: { ...entry, language: 'pt' },
  en: { ...entry, language: 'pt' },
  es: { ...entry, language: 'pt' },
});
const entries: EditionItem[] = [
  untranslated({ kind: 'news', title: 'A & B', text: 'Summary.', path: '/artigo/a-b' }),
  untranslated({
    kind: 'events',
    title: 'Encontro',
    text: 'Descrição.',
    path: '/evento/e1',
    date: '2026-12-03',
  }),
];
const UNSUBSCRIBE = 'https://cvc.example/api/unsubscribe?e=x&s=y&l=en';

describe('editionMail', () => {
  const mail = editionMail(edition, entries, 'en', 'https://cvc.example', UNSUBSCRIBE);

  it('is in the subscriber’s language: subject, introduction, links and the event’s day', () => {
    expect(mail.subject).toBe('News');
    expect(mail.text).toContain('Our <best> month.');
    expect(mail.text).toContain('https://cvc.example/en/artigo/a-b');
    expect(mail.text).toContain('December 3, 2026. Descrição.');
    expect(mail.text).toContain('https://cvc.example/en/evento/e1');
  });

  it('escapes what staff typed in the HTML part', () => {
    expect(mail.html).toContain('Our &lt;best&gt; month.');
    expect(mail.html).toContain('A &amp; B');
    expect(mail.html).not.toContain('<best>');
  });

  it('shows the unsubscribe link in both parts and says why the mail came', () => {
    expect(mail.text).toContain(UNSUBSCRIBE);
    expect(mail.html).toContain(UNSUBSCRIBE.replace(/&/g, '&amp;'));
    expect(mail.text).toContain('you confirmed your subscription');
  });

  it('marks an item left in Portuguese as Portuguese, and a translated one not at all', () => {
    expect(mail.html).toContain(
      '<h2 style="margin:0 0 4px;font-size:17px" lang="pt-BR"><a href="https://cvc.example/en/artigo/a-b"',
    );
    expect(mail.html).toContain('<p style="margin:0 0 20px"><span lang="pt-BR">Summary.</span></p>');
    // The event's day is the mail's own words: outside the Portuguese.
    expect(mail.html).toContain('December 3, 2026. <span lang="pt-BR">Descrição.</span>');
    const translated: EditionItem = {
      ...entries[0]!,
      en: { kind: 'news', title: 'In English', text: 'Summary.', path: '/artigo/in-english', language: 'en' },
    };
    const english = editionMail(edition, [translated], 'en', 'https://cvc.example', UNSUBSCRIBE);
    expect(english.html).toContain(
      '<h2 style="margin:0 0 4px;font-size:17px"><a href="https://cvc.example/en/artigo/in-english"',
    );
    expect(english.html).not.toContain('<span lang="pt-BR">');
    expect(editionMail(edition, entries, 'pt', 'https://cvc.example', UNSUBSCRIBE).html).not.toContain(
      '<span lang="pt-BR">',
    );
  });

  it('leaves the introduction out when none was written in that language', () => {
    const pt = editionMail(edition, entries, 'pt', 'https://cvc.example', UNSUBSCRIBE);
    expect(pt.text).not.toContain('Our <best> month.');
    expect(pt.text).toContain('https://cvc.example/artigo/a-b');
    expect(pt.text).toContain('3 de dezembro de 2026.');
  });
});

describe('editionEntries', () => {
  // A stand-in for the two calls it makes: refs by collection and id, then getAll.
  const stored: Record<string, Record<string, unknown>> = {};
  const db = {
    collection: (name: string) => ({ doc: (id: string) => ({ key: `${name}/${id}` }) }),
    getAll: async (...refs: { key: string }[]) => refs.map(({ key }) => ({ data: () => stored[key] })),
  } as unknown as Firestore;
  const now = new Date('2026-12-01T12:00:00Z');
  const article = (slug: string, times: Record<string, Date>) => ({
    title: slug,
    summary: 'Resumo.',
    slug,
    status: 'published',
    ...times,
  });

  it('leaves out a picked item whose time has not come, or whose unpublish time has', async () => {
    stored['news/out'] = article('no-ar', { published_at: new Date('2026-11-30T12:00:00Z') });
    stored['news/later'] = article('agendada', { published_at: new Date('2026-12-02T12:00:00Z') });
    stored['news/gone'] = article('retirada', {
      published_at: new Date('2026-11-01T12:00:00Z'),
      unpublish_at: new Date('2026-12-01T12:00:00Z'),
    });
    stored['reports/later'] = {
      title: 'R',
      description: 'D',
      published_at: new Date('2026-12-02T12:00:00Z'),
    };
    const edition = { news_ids: ['out', 'later', 'gone'], report_ids: ['later'] };
    expect((await editionEntries(db, edition, now)).map((item) => item.pt.path)).toEqual(['/artigo/no-ar']);
    const atItsTime = await editionEntries(db, edition, new Date('2026-12-02T12:00:00Z'));
    expect(atItsTime.map((item) => item.pt.path)).toEqual(['/artigo/no-ar', '/artigo/agendada', '/reports']);
  });

  it('gives each language its translation where there is one, else the Portuguese', async () => {
    stored['news/translated'] = {
      ...article('traduzida', { published_at: new Date('2026-11-30T12:00:00Z') }),
      translations: { en: { title: 'Translated', summary: 'In English.', slug: 'translated' } },
    };
    const [item] = await editionEntries(db, { news_ids: ['translated'] }, now);
    expect(item!.en).toMatchObject({
      title: 'Translated',
      text: 'In English.',
      path: '/artigo/translated',
      language: 'en',
    });
    expect(item!.es).toMatchObject({ title: 'traduzida', path: '/artigo/traduzida', language: 'pt' });
    expect(item!.pt).toMatchObject({ title: 'traduzida', language: 'pt' });
  });

  it('leaves out a picked event scheduled ahead or withdrawn, and keeps one stored without a time', async () => {
    const event = (times: Record<string, Date>) => ({
      title: 'E',
      description: 'D',
      date: '2026-12-20',
      enabled: true,
      ...times,
    });
    stored['events/later'] = event({ published_at: new Date('2026-12-02T12:00:00Z') });
    stored['events/gone'] = event({
      published_at: new Date('2026-11-01T12:00:00Z'),
      unpublish_at: new Date('2026-12-01T12:00:00Z'),
    });
    stored['events/older'] = event({});
    const edition = { event_ids: ['later', 'gone', 'older'] };
    expect((await editionEntries(db, edition, now)).map((entry) => entry.pt.path)).toEqual(['/evento/older']);
    const atItsTime = await editionEntries(db, edition, new Date('2026-12-02T12:00:00Z'));
    expect(atItsTime.map((entry) => entry.pt.path)).toEqual(['/evento/later', '/evento/older']);
  });
});
