import { Box, Typography } from '@mui/material';
import { use, useDeferredValue, useId, useMemo, type MouseEvent } from 'react';
import { theme } from '../../../../../site/src/styles/theme';
import { ARTICLE_BODY_TEXTS as T } from '../../../texts/articleBody';

// The body as the page will show it: the page's own renderer (so its sanitiser too) and the page's body styles
// (site/src/features/article/body/ArticleBody.tsx). The renderer, some 25 KB gz beyond the Markdown parser the
// form already has, is a chunk of its own fetched when a body form first shows. It holds the renderer alone: with
// this component's MUI imports in it, the bundler regrouped the shared chunks and the login's grew by 1 KB gz.

let renderer:
  Promise<typeof import('../../../../../site/src/data/article-body/renderArticleBody')> | undefined;
const loadRenderer = () =>
  (renderer ??= import('../../../../../site/src/data/article-body/renderArticleBody'));

const { colors } = theme;

const pageBody = {
  display: 'grid',
  gap: '18px',
  fontFamily: theme.font.body,
  fontSize: '1.08rem',
  lineHeight: 1.75,
  color: colors.text,
  '& :is(p, h2, h3, ul, ol, blockquote)': { margin: 0 },
  '& :is(h2, h3)': { color: colors.navy },
  '& h2': { mt: '12px', fontSize: '1.45rem', lineHeight: 1.3 },
  '& h3': { mt: '6px', fontSize: '1.2rem', lineHeight: 1.35 },
  '& :is(ul, ol)': { display: 'grid', gap: '6px', pl: '1.4em' },
  '& blockquote': {
    p: '4px 0 4px 18px',
    borderLeft: `4px solid ${colors.accent}`,
    color: colors.muted,
    fontStyle: 'italic',
  },
  '& a': { color: colors.primary, textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: theme.radius.md },
} as const;

/** A link in the preview opens in a tab of its own, so the text being written is never left unsaved. */
function openLinksApart(event: MouseEvent) {
  const link = (event.target as Element).closest('a[href]');
  if (!link) return;
  event.preventDefault();
  window.open(link.getAttribute('href')!, '_blank', 'noopener,noreferrer');
}

/** The live preview of the body, beside it on a wide screen and under it on a narrow one; suspends to load. */
export function ArticleBodyPreview({ content }: { content: string }) {
  const { renderArticleBody } = use(loadRenderer());
  // Typing stays fluid on a long body: the preview renders when React has time, a keystroke first.
  const markdown = useDeferredValue(content);
  const html = useMemo(() => renderArticleBody(markdown), [renderArticleBody, markdown]);
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: colors.surface }}
    >
      <Typography id={titleId} variant="overline" component="p" color="text.secondary">
        {T.preview}
      </Typography>
      {html ? (
        <Box sx={pageBody} onClick={openLinksApart} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Typography color="text.secondary">{T.previewEmpty}</Typography>
      )}
    </Box>
  );
}
