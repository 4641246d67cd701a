import type { Language } from '@cvc/domain';
import { languageOfPath, localizedPath, unlocalizedPath } from './languages';
import { PUBLIC_ROUTES } from './public-routes';

// The Atom feeds of the news and of the opinions (decisions/feeds.md), one per language at the list's path under
// /feeds: /feeds/noticias.xml, /en/feeds/noticias.xml… Every page's head names the two of its language, the
// footer links them, and the feed function writes these titles, so a reader sees the same name everywhere.

export type FeedKind = 'news' | 'opinions';
export const FEED_KINDS: readonly FeedKind[] = ['news', 'opinions'];

/** Where Hosting sends a feed, in each language's prefix: the feed function answers what matches. */
export const FEED_PATH_PATTERN = '/feeds/*.xml';

/** The Portuguese path of a feed; `localizedPath` gives the others. */
export function feedPath(kind: FeedKind): string {
  return `/feeds${PUBLIC_ROUTES[kind]}.xml`;
}

/** The feed an address asks for, in its language, or null. */
export function parseFeedPath(path: string): { kind: FeedKind; language: Language } | null {
  const bare = unlocalizedPath(path);
  const kind = FEED_KINDS.find((candidate) => feedPath(candidate) === bare);
  return kind ? { kind, language: languageOfPath(path) } : null;
}

/** The address of a feed in `language`. */
export function localizedFeedPath(kind: FeedKind, language: Language): string {
  return localizedPath(language, feedPath(kind));
}

/**
 * A feed's name and description in the feed's language; an item not translated into it stays in Portuguese, so
 * the English and Spanish descriptions say so.
 */
export const FEED_TEXTS: Readonly<Record<Language, Record<FeedKind, { title: string; subtitle: string }>>> = {
  pt: {
    news: {
      title: 'Notícias | Associação de CVC',
      subtitle: 'Investimentos, novos veículos, pesquisas e a agenda do ecossistema de CVC no Brasil.',
    },
    opinions: {
      title: 'Opinião | Associação de CVC',
      subtitle:
        'Líderes de inovação e investimento analisam os desafios e as tendências do corporate venture.',
    },
  },
  en: {
    news: {
      title: 'News | CVC Association',
      subtitle:
        'Investments, new vehicles, research and the agenda of the Brazilian CVC ecosystem. Items not yet translated are in Portuguese.',
    },
    opinions: {
      title: 'Opinion | CVC Association',
      subtitle:
        'Innovation and investment leaders discuss the challenges and trends of corporate venturing. Articles not yet translated are in Portuguese.',
    },
  },
  es: {
    news: {
      title: 'Noticias | Asociación de CVC',
      subtitle:
        'Inversiones, nuevos vehículos, investigaciones y la agenda del ecosistema de CVC en Brasil. Los textos aún no traducidos están en portugués.',
    },
    opinions: {
      title: 'Opinión | Asociación de CVC',
      subtitle:
        'Líderes de innovación e inversión analizan los desafíos y las tendencias del corporate venture. Los textos aún no traducidos están en portugués.',
    },
  },
};
