import { Navigate, useParams } from 'react-router-dom';
import { articlePath } from '@cvc/web';
import { PageLoading } from '../../components/PageLoading';
import { useRead } from '../../hooks/useAsync';
import { useLanguage, useLocalPath } from '../../i18n/useLanguage';
import { ArticleNotFound, ArticleView, type ArticleKind } from './ArticleView';
import { readArticle } from './route';

function ArticleLoader({ kind, slug }: { kind: ArticleKind; slug: string }) {
  const state = useRead(readArticle, { kind, slug, language: useLanguage() });
  const localPath = useLocalPath();
  if (state.status === 'loading') return <PageLoading />;
  // A failed read shows the not-found view too: there is nothing else to show (SPEC §8 logs the error).
  if (state.status === 'error' || !state.data) return <ArticleNotFound />;
  // Its Portuguese slug, in a language it has a slug of its own in (the server answers this with a 301).
  if ('moved_to' in state.data) {
    return <Navigate replace to={localPath(articlePath(kind, state.data.moved_to))} />;
  }
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
