import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@cvc/domain';
import { FEED_KINDS, FEED_TEXTS, feedPath, localizedFeedPath, parseFeedPath } from './feeds';
import { functionRewrites } from './endpoints';

describe('feeds', () => {
  it('sit at the list’s path under /feeds, in each language’s prefix', () => {
    expect(feedPath('news')).toBe('/feeds/noticias.xml');
    expect(localizedFeedPath('opinions', 'en')).toBe('/en/feeds/opinioes.xml');
    expect(parseFeedPath('/es/feeds/noticias.xml')).toEqual({ kind: 'news', language: 'es' });
    expect(parseFeedPath('/feeds/opinioes.xml')).toEqual({ kind: 'opinions', language: 'pt' });
    expect(parseFeedPath('/feeds/reports.xml')).toBeNull();
    expect(parseFeedPath('/pt/feeds/noticias.xml')).toBeNull();
    expect(parseFeedPath('/en/feeds/noticias.xml/')).toBeNull();
  });

  it('each reach the feed function through a rewrite of its language', () => {
    const sources = functionRewrites()
      .filter((rewrite) => rewrite.functionId === 'feed')
      .map((rewrite) => new RegExp(`^${rewrite.source.replace('*', '[^/]+')}$`));
    for (const language of LANGUAGES)
      for (const kind of FEED_KINDS)
        expect(sources.some((source) => source.test(localizedFeedPath(kind, language)))).toBe(true);
  });

  it('have a title and a description in every language, each its own', () => {
    const titles = LANGUAGES.flatMap((language) =>
      FEED_KINDS.map((kind) => FEED_TEXTS[language][kind].title),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });
});
