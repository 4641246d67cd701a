import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { articlePath } from '@cvc/web';
import { PageLoading } from '../../components/PageLoading';
import { useRead } from '../../hooks/useAsync';
import { useLanguage, useLocalPath } from '../../i18n/useLanguage';
import { ArticleNotFound, ArticleView, type ArticleKind } from './ArticleView';
import { readArticle } from './route';

function ArticleLoader({ kind, slug }: { kind: ArticleKind; slug: string }) {
  const state = useRead(readArticle, { kind, slug, language: useLanguage() });
  const localPath = useLocalPath();
  const navigate = useNavigate();
  // Its Portuguese slug, in a language it has a slug of its own in (the server answers this with a 301).
  // useNavigate, not <Navigate>: react-router's component would join the app's chunk, which every page loads.
  const movedTo =
    state.status === 'ready' && state.data && 'moved_to' in state.data ? state.data.moved_to : null;
  useEffect(() => {
    if (movedTo) void navigate(localPath(articlePath(kind, movedTo)), { replace: true });
  }, [movedTo, kind, localPath, navigate]);
  if (state.status === 'loading' || movedTo) return <PageLoading />;
  // A failed read shows the not-found view too: there is nothing else to show (SPEC §8 logs the error).
  if (state.status === 'error' || !state.data) return <ArticleNotFound />;
  if ('moved_to' in state.data) return <PageLoading />;
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
