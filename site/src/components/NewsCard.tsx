import styled from 'styled-components';
import { Card, CardBody, CardMeta, CardText, CardTitle } from './Card';
import { newsPath } from '@cvc/web';
import { coverLoading } from './coverLoading';
import { NEWS_FALLBACK_IMAGE } from './fallbackImages';
import { formatShortDate } from '../i18n/longDate';
import { useLanguage } from '../i18n/useLanguage';
import { ContentInLanguage } from './ContentInLanguage';
import { Link } from './Link';

export interface NewsCardItem {
  title: string;
  summary: string;
  slug: string;
  image_url: string | null;
  published_at: Date | null;
}

/**
 * News teaser linking to /artigo/{slug}; a stock image stands in when the article has none. `first`: the first
 * card of its list (see coverLoading).
 */
export function NewsCard({ item, first = false }: { item: NewsCardItem; first?: boolean }) {
  const language = useLanguage();
  return (
    <Card>
      <CoverLink to={newsPath(item.slug)} tabIndex={-1} aria-hidden="true">
        <img
          src={item.image_url ?? NEWS_FALLBACK_IMAGE}
          alt=""
          width={640}
          height={360}
          {...coverLoading(first)}
        />
      </CoverLink>
      <CardBody>
        <CardMeta>{formatShortDate(item.published_at, language)}</CardMeta>
        <ContentInLanguage item={item} note>
          <CardTitle>
            <TitleLink to={newsPath(item.slug)}>{item.title}</TitleLink>
          </CardTitle>
          <CardText>{item.summary}</CardText>
        </ContentInLanguage>
      </CardBody>
    </Card>
  );
}

export const CoverLink = styled(Link)`
  display: block;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.soft};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const TitleLink = styled(Link)`
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
