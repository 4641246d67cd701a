import { useParams } from 'react-router-dom';
import { parseArticlePath } from '@cvc/domain';
import type { PageModuleExports } from '../../app/pageRoute';
import { PageLoading } from '../../components/PageLoading';
import { fetchArticleBySlug } from '../../data/articleBySlug';
import { readOf, type PageReads } from '../../hooks/readStore';
import { useRead } from '../../hooks/useAsync';
import { ArticleNotFound, ArticleView, type ArticleKind } from './ArticleView';

const readArticle = ({ kind, slug }: { kind: ArticleKind; slug: string }) =>
  fetchArticleBySlug(kind === 'news' ? 'news' : 'opinions', slug);

/** The article of the address: its text, tags and share tags all come from this one read. */
export const reads: PageModuleExports['reads'] = ({ pathname }): PageReads => {
  const article = parseArticlePath(pathname);
  return article ? { article: readOf(readArticle, { kind: article.kind, slug: article.slug }) } : {};
};

function ArticleLoader({ kind, slug }: { kind: ArticleKind; slug: string }) {
  const state = useRead(readArticle, { kind, slug });
  if (state.status === 'loading') return <PageLoading />;
  // A failed read shows the not-found view too: there is nothing else to show (SPEC §8 logs the error).
  if (state.status === 'error' || !state.data) return <ArticleNotFound />;
  return <ArticleView kind={kind} article={state.data} />;
}

// Keyed by slug: following 'continue reading' to another article of the same kind loads it afresh.
function ArticleRoute({ kind }: { kind: ArticleKind }) {
  const { slug = '' } = useParams();
  return <ArticleLoader key={slug} kind={kind} slug={slug} />;
}

/** /artigo/:slug and /noticia/:slug */
export function NewsArticlePage() {
  return <ArticleRoute kind="news" />;
}

/** /opiniao/:slug */
export function OpinionArticlePage() {
  return <ArticleRoute kind="opinion" />;
}
