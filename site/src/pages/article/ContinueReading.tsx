import styled from 'styled-components';
import { articlePath } from '@cvc/domain';
import { fetchLatestOtherArticle } from '../../data/latestOtherArticle';
import { useArticleMessages } from '../../features/article/messages';
import { formatShortDate } from '../../features/i18n/longDate';
import { inBrowser } from '../../hooks/readStore';
import { useRead } from '../../hooks/useAsync';
import type { ArticleKind } from './ArticleView';
import { Link } from '../../components/Link';

// Read in the browser, below the article: the page's server render does without it.
const readLatestOther = inBrowser(function latestOtherArticle(at: { kind: ArticleKind; currentId: string }) {
  return fetchLatestOtherArticle(at.kind === 'news' ? 'news' : 'opinions', at.currentId);
});

/** The latest other article of the same kind; nothing at all when there is none or the read fails. */
export function ContinueReading({ kind, currentId }: { kind: ArticleKind; currentId: string }) {
  const { m, language } = useArticleMessages();
  const state = useRead(readLatestOther, { kind, currentId });
  if (state.status !== 'ready' || !state.data) return null;
  const other = state.data;
  return (
    <Card aria-labelledby="continue-reading">
      <h2 id="continue-reading">{m.continueReading}</h2>
      <Link to={articlePath(kind, other.slug)}>
        <strong>{other.title}</strong>
        <span>{other.summary}</span>
        <small>
          {formatShortDate(other.published_at, language)} · {m.readMore} →
        </small>
      </Link>
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  gap: 12px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.navy};
  color: #dbe4f5;
  h2 {
    color: ${({ theme }) => theme.colors.accent};
    font-size: 0.85rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
  a {
    display: grid;
    gap: 8px;
    text-decoration: none;
  }
  strong {
    color: #fff;
    font-size: 1.25rem;
    line-height: 1.3;
  }
  a:hover strong {
    text-decoration: underline;
  }
  small {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;
