import styled from 'styled-components';
import { ContentInLanguage } from '../../components/ContentInLanguage';
import { useArticleMessages } from '../../features/article/messages';
import { articlePath } from '@cvc/web';
import { formatShortDate } from '../../i18n/longDate';
import { useRead } from '../../hooks/useAsync';
import type { ArticleKind } from './ArticleView';
import { Link } from '../../components/Link';
import { readContinueReading } from './route';

/**
 * The latest other article of the same kind; nothing at all when there is none or the read fails. It is one of
 * the page's named reads (route.ts), so the first render starts from the server's result.
 */
export function ContinueReading({ kind, slug }: { kind: ArticleKind; slug: string }) {
  const { m, language } = useArticleMessages();
  const state = useRead(readContinueReading, { kind, slug, language });
  if (state.status !== 'ready' || !state.data) return null;
  const other = state.data;
  return (
    <Card aria-labelledby="continue-reading">
      <h2 id="continue-reading">{m.continueReading}</h2>
      <Link to={articlePath(kind, other.slug)}>
        <ContentInLanguage item={other} note>
          <strong>{other.title}</strong>
          <span>{other.summary}</span>
        </ContentInLanguage>
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
