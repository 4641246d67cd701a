import { useNavigate } from 'react-router-dom';
import { articlePath, PUBLIC_ROUTES } from '@cvc/web';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { NEWS_FALLBACK_IMAGE } from '../../components/fallbackImages';
import { ContentInLanguage } from '../../components/ContentInLanguage';
import { Container } from '../../components/Section';
import type { Article } from '../../data/article';
import { useArticleMessages } from '../../features/article/messages';
import { formatLongDate } from '../../i18n/longDate';
import { ArticleBody } from '../../features/article/body/ArticleBody';
import { ShareBar } from '../../features/article/ShareBar';
import { useLocalPath } from '../../i18n/useLanguage';
import { media } from '../../styles/theme';
import { AuthorBox } from './AuthorBox';
import { ContinueReading } from './ContinueReading';
import { MentionedCvcs } from './MentionedCvcs';
import { Link } from '../../components/Link';

export type ArticleKind = 'news' | 'opinion';

/** One published article: back, heading, image, paragraphs, share bar and the 'continue reading' card. */
export function ArticleView({ kind, article }: { kind: ArticleKind; article: Article }) {
  const { m, language } = useArticleMessages();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  // The canonical address in the reader's language: news under /artigo whichever path was used, so shares agree.
  const url = localPath(articlePath(kind, article.slug));
  const image = kind === 'news' ? (article.image_url ?? NEWS_FALLBACK_IMAGE) : article.image_url;

  const back = () => {
    // react-router numbers its history entries; idx 0 means the visitor landed here from outside.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(localPath(kind === 'news' ? PUBLIC_ROUTES.news : PUBLIC_ROUTES.opinions));
  };

  return (
    <Page>
      <Narrow>
        <Button $variant="ghost" $size="sm" onClick={back}>
          <span aria-hidden="true">←</span> {m.back}
        </Button>
        <Header>
          <Kind>{kind === 'news' ? m.news : m.opinion}</Kind>
          <ContentInLanguage item={article} note>
            <h1>{article.title}</h1>
            <Lead>{article.summary}</Lead>
          </ContentInLanguage>
          {/* A draft in the staff preview has no date yet, and an empty <time> is invalid HTML. */}
          {article.published_at && (
            <time dateTime={article.published_at.toISOString()}>
              {formatLongDate(article.published_at, language)}
            </time>
          )}
        </Header>
        {kind === 'opinion' && article.columnist && <AuthorBox author={article.columnist} />}
        {image && (
          <Figure>
            {/* The cover is the article's largest paint: fetch it ahead of the scripts still downloading. */}
            <img src={image} alt="" width={1200} height={675} fetchPriority="high" />
          </Figure>
        )}
        <ContentInLanguage item={article} as="div">
          <ArticleBody content={article.content} html={article.body_html} />
        </ContentInLanguage>
        <MentionedCvcs cvcs={article.cvcs} />
        {article.partner_logo_url && (
          <Partner>
            <span>{m.partner}</span>
            <img src={article.partner_logo_url} alt="" width={120} height={40} loading="lazy" />
          </Partner>
        )}
        {article.source_url && (
          <p>
            <ButtonLink
              href={article.source_url}
              target="_blank"
              rel="noopener noreferrer"
              $variant="outline"
            >
              {m.source}
            </ButtonLink>
          </p>
        )}
        <ShareBar url={url} title={article.title} />
        <ContinueReading kind={kind} slug={article.slug} />
      </Narrow>
    </Page>
  );
}

/** 'Artigo não encontrado' with a link home (SPEC §8). */
export function ArticleNotFound() {
  const { m } = useArticleMessages();
  return (
    <Page>
      <Narrow style={{ textAlign: 'center' }}>
        <h1>{m.notFound}</h1>
        <Lead>{m.notFoundText}</Lead>
        <ButtonLink as={Link} to={PUBLIC_ROUTES.home} $size="lg">
          {m.home}
        </ButtonLink>
      </Narrow>
    </Page>
  );
}

const Page = styled.article`
  padding: 24px 0 80px;
  ${media.md} {
    padding: 40px 0 96px;
  }
`;

const Narrow = styled(Container)`
  display: grid;
  gap: 24px;
  max-width: 820px;
  justify-items: stretch;
  > button:first-child {
    justify-self: start;
  }
  h1 {
    font-size: clamp(1.8rem, 4.2vw, 2.6rem);
    letter-spacing: -0.01em;
  }
`;

const Header = styled.header`
  display: grid;
  gap: 14px;
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    font-weight: 600;
  }
`;

const Kind = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 1.15rem;
`;

const Figure = styled.figure`
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.soft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Partner = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  img {
    height: 40px;
    width: auto;
  }
`;
