import styled from 'styled-components';
import { articleBodyLines } from '@cvc/domain';

export interface ArticleBodyProps {
  /** The stored text: shown a paragraph per line when there is no HTML (a body stored before Markdown). */
  content: string;
  /** A Markdown body as renderArticleBody made it, sanitised where the article was read; null for lines. */
  html: string | null;
}

/** An article's text: the sanitised HTML of a Markdown body, or a line body's paragraphs as text nodes. */
export function ArticleBody({ content, html }: ArticleBodyProps) {
  if (html !== null) return <Body dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <Body>
      {articleBodyLines(content).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </Body>
  );
}

const Body = styled.div`
  display: grid;
  gap: 18px;
  font-size: 1.08rem;
  line-height: 1.75;
  p,
  h2,
  h3,
  ul,
  ol,
  blockquote {
    margin: 0;
  }
  h2 {
    margin-top: 12px;
    font-size: 1.45rem;
    line-height: 1.3;
  }
  h3 {
    margin-top: 6px;
    font-size: 1.2rem;
    line-height: 1.35;
  }
  ul,
  ol {
    display: grid;
    gap: 6px;
    padding-left: 1.4em;
  }
  blockquote {
    padding: 4px 0 4px 18px;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.muted};
    font-style: italic;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
