import styled from 'styled-components';
import type { OpinionAuthor } from '@cvc/domain';
import { ContentInLanguage } from '../../components/ContentInLanguage';

/** The columnist of an opinion: photo, name and position at company. */
export function AuthorBox({ author }: { author: OpinionAuthor }) {
  const role = [author.position, author.company].filter(Boolean).join(' · ');
  return (
    <Box>
      {author.photo_url && <img src={author.photo_url} alt="" width={64} height={64} />}
      <div>
        <strong>{author.name}</strong>
        {role && (
          <ContentInLanguage item={author} as="span">
            {role}
          </ContentInLanguage>
        )}
      </div>
    </Box>
  );
}

const Box = styled.aside`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.soft};
  img {
    width: 64px;
    height: 64px;
    border-radius: 50%;
    object-fit: cover;
  }
  strong,
  span {
    display: block;
  }
  strong {
    color: ${({ theme }) => theme.colors.navy};
    font-size: 1.05rem;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;
