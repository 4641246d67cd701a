import { describe, expect, it } from 'vitest';
import { editionMail, type EditionEntry } from './editionContent';

const edition = {
  subject_pt: 'Novidades',
  subject_en: 'News',
  subject_es: 'Novedades',
  intro_en: 'Our <best> month.',
};
const entries: EditionEntry[] = [
  { kind: 'news', title: 'A & B', text: 'Summary.', path: '/artigo/a-b' },
  { kind: 'events', title: 'Encontro', text: 'Descrição.', path: '/evento/e1', date: '2026-12-03' },
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

  it('leaves the introduction out when none was written in that language', () => {
    const pt = editionMail(edition, entries, 'pt', 'https://cvc.example', UNSUBSCRIBE);
    expect(pt.text).not.toContain('Our <best> month.');
    expect(pt.text).toContain('https://cvc.example/artigo/a-b');
    expect(pt.text).toContain('3 de dezembro de 2026.');
  });
});
