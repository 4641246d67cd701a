import styled from 'styled-components';
import { ContentInLanguage } from '../../components/ContentInLanguage';
import type { MentionedCvc } from '../../data/mentionedCvcs';
import { useArticleMessages } from '../../features/article/messages';

/** The CVCs a news item mentions, each with its sector when the directory knows it; nothing when none. */
export function MentionedCvcs({ cvcs }: { cvcs: MentionedCvc[] }) {
  const { m } = useArticleMessages();
  if (cvcs.length === 0) return null;
  return (
    <Box aria-labelledby="mentioned-cvcs">
      <h2 id="mentioned-cvcs">{m.mentionedCvcs}</h2>
      <ul>
        {cvcs.map((cvc) => (
          <li key={cvc.name}>
            <strong>{cvc.name}</strong>
            {cvc.sector && (
              <span>
                {`${m.sector}: `}
                <ContentInLanguage item={cvc} as="span">
                  {cvc.sector}
                </ContentInLanguage>
              </span>
            )}
          </li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: 12px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.soft};
  h2 {
    font-size: 1.05rem;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    gap: 2px;
    padding: 10px 14px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.88rem;
  }
`;
