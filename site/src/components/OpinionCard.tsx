import styled from 'styled-components';
import { type OpinionAuthor } from '@cvc/domain';
import { opinionPath } from '@cvc/web';
import { Card, CardBody, CardMeta, CardText, CardTitle } from './Card';
import { ContentInLanguage } from './ContentInLanguage';
import { TitleLink } from './NewsCard';
import { formatShortDate } from '../i18n/longDate';
import { useLanguage } from '../i18n/useLanguage';

export interface OpinionCardItem {
  title: string;
  summary: string;
  slug: string;
  published_at: Date | null;
  columnist: OpinionAuthor | null;
}

/** Opinion teaser led by its columnist: photo, name and position at company. */
export function OpinionCard({ item }: { item: OpinionCardItem }) {
  const language = useLanguage();
  const author = item.columnist;
  const role = [author?.position, author?.company].filter(Boolean).join(' · ');
  return (
    <Card>
      <CardBody>
        <ContentInLanguage item={item} note>
          {author && (
            <Author>
              {author.photo_url && (
                <img src={author.photo_url} alt="" width={48} height={48} loading="lazy" />
              )}
              <div>
                <strong>{author.name}</strong>
                {/* The columnist's role is translated with the columnist, not with the opinion. */}
                {role && (
                  <ContentInLanguage item={author} as="span">
                    {role}
                  </ContentInLanguage>
                )}
              </div>
            </Author>
          )}
          <CardTitle>
            <TitleLink to={opinionPath(item.slug)}>{item.title}</TitleLink>
          </CardTitle>
          <CardText>{item.summary}</CardText>
        </ContentInLanguage>
        <CardMeta>{formatShortDate(item.published_at, language)}</CardMeta>
      </CardBody>
    </Card>
  );
}

const Author = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
  }
  strong,
  span {
    display: block;
  }
  strong {
    color: ${({ theme }) => theme.colors.navy};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.82rem;
  }
`;
