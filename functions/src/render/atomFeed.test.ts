import { describe, expect, it } from 'vitest';
import { atomFeed, entryId, xmlText, type FeedChannel, type FeedEntry } from './atomFeed';

const CHANNEL: FeedChannel = {
  kind: 'news',
  language: 'en',
  origin: 'https://cvc.org.br',
  publisher: 'Associação Brasileira de Corporate Venture Capital',
  now: new Date('2026-12-01T12:00:00Z'),
};

const ENTRY: FeedEntry = {
  id: 'n1',
  title: 'CVCs <investem> & "crescem" o\u0007 ano',
  summary: 'Resumo com <b> & aspas "duplas" e \'simples\'',
  path: '/artigo/cvcs-investem',
  published: new Date('2026-11-20T15:30:00Z'),
  author: null,
  textLanguage: 'pt',
};

describe('atomFeed', () => {
  const xml = atomFeed(CHANNEL, [
    ENTRY,
    { ...ENTRY, id: 'n0', author: 'Ana Souza', published: new Date('2026-11-01T03:00:00Z') },
  ]);

  it('is an Atom feed in its language, titled and described in it, naming itself, its list and its author', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
      ),
    ).toBe(true);
    expect(xml).toContain('<id>https://cvc.org.br/en/feeds/noticias.xml</id>');
    expect(xml).toContain('<title>News | CVC Association</title>');
    expect(xml).toContain('Items not yet translated are in Portuguese.</subtitle>');
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://cvc.org.br/en/feeds/noticias.xml"/>',
    );
    expect(xml).toContain('<link rel="alternate" type="text/html" href="https://cvc.org.br/en/noticias"/>');
    expect(xml).toContain('<author><name>Associação Brasileira de Corporate Venture Capital</name></author>');
    // The newest entry's date, in São Paulo's time with its offset.
    expect(xml).toContain('<updated>2026-11-20T12:30:00-03:00</updated>\n  <author>');
  });

  it('marks each entry’s text as Portuguese and links its page in the feed’s language', () => {
    expect(xml).toContain('<entry xml:lang="pt-BR">\n    <id>tag:cvc.org.br,2026:news/n1</id>');
    expect(xml).toContain(
      '<link rel="alternate" type="text/html" href="https://cvc.org.br/en/artigo/cvcs-investem"/>',
    );
    expect(xml).toContain(
      '<published>2026-11-20T12:30:00-03:00</published>\n    <updated>2026-11-20T12:30:00-03:00</updated>',
    );
    expect(xml).toContain('<author><name>Ana Souza</name></author>');
  });

  it('escapes what staff typed and drops characters XML cannot carry', () => {
    expect(xml).toContain('<title>CVCs &lt;investem&gt; &amp; &quot;crescem&quot; o ano</title>');
    expect(xml).toContain(
      '<summary>Resumo com &lt;b&gt; &amp; aspas &quot;duplas&quot; e &#39;simples&#39;</summary>',
    );
    expect(xml).not.toContain('\u0007');
    expect(xmlText('a\u0000b\tc\nd')).toBe('ab\tc\nd');
  });

  it('says it was updated now when it has no entry, and names the feed in Portuguese at the bare path', () => {
    const empty = atomFeed({ ...CHANNEL, language: 'pt', kind: 'opinions' }, []);
    expect(empty).toContain('<title>Opinião | Associação de CVC</title>');
    expect(empty).toContain('<id>https://cvc.org.br/feeds/opinioes.xml</id>');
    expect(empty).toContain('<updated>2026-12-01T09:00:00-03:00</updated>');
    expect(empty).not.toContain('<entry');
  });

  it('marks a translated entry as in the feed’s language, at its own address', () => {
    const translated = atomFeed(CHANNEL, [
      { ...ENTRY, title: 'CVCs invest', path: '/artigo/cvcs-invest', textLanguage: 'en' },
    ]);
    expect(translated).toContain('<entry xml:lang="en">');
    expect(translated).toContain('href="https://cvc.org.br/en/artigo/cvcs-invest"/>');
  });

  it('gives an entry an id of its document, the same whatever its address', () => {
    expect(entryId('http://127.0.0.1:5000', 'opinions', 'a b')).toBe('tag:127.0.0.1,2026:opinions/a%20b');
  });
});
