import { Alert, Box } from '@mui/material';
import { Suspense, useMemo, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { REQUIRED } from '../../components/required';
import { hiddenParts } from '../../providers/markdownBody';
import { applyBodyEdit, selectionOf } from './editor/applyBodyEdit';
import { ArticleBodyPreview } from './editor/ArticleBodyPreview';
import { BodyToolbar } from './editor/BodyToolbar';
import { BODY_EDITS, pastedLink, SHORTCUTS, type BodyAction } from './editor/markdownEdits';
import { ARTICLE_BODY_TEXTS as T } from '../../texts/articleBody';

const isBody = (target: EventTarget): target is HTMLTextAreaElement => target instanceof HTMLTextAreaElement;

/**
 * A news item's or opinion's body, in Markdown: a toolbar and the usual shortcuts write the syntax, what the page
 * will leave out is named as it is typed, and a live preview shows the page's rendering.
 */
export function ArticleBodyInput({
  rows,
  source = 'content',
  required = true,
  label,
}: {
  rows: number;
  /** The original's body, or a translation's (`translations.en.content`). */
  source?: string;
  required?: boolean;
  label?: string;
}) {
  const content: unknown = useWatch({ name: source });
  const hidden = useMemo(() => (typeof content === 'string' ? hiddenParts(content) : []), [content]);
  const field = useRef<HTMLDivElement>(null);

  const run = (action: BodyAction) => {
    // MUI's multiline field keeps a hidden twin textarea to measure its height.
    const textarea = field.current?.querySelector<HTMLTextAreaElement>('textarea:not([aria-hidden="true"])');
    if (textarea) applyBodyEdit(textarea, BODY_EDITS[action](selectionOf(textarea)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isBody(event.target) || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = SHORTCUTS[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    applyBodyEdit(event.target, BODY_EDITS[action](selectionOf(event.target)));
  };
  const onPaste = (event: ClipboardEvent) => {
    if (!isBody(event.target)) return;
    const edit = pastedLink(selectionOf(event.target), event.clipboardData.getData('text/plain'));
    if (!edit) return;
    event.preventDefault();
    applyBodyEdit(event.target, edit);
  };

  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <Box ref={field} onKeyDown={onKeyDown} onPaste={onPaste}>
        <BodyToolbar onAction={run} />
        <TextInput
          source={source}
          label={label}
          {...(required ? REQUIRED : {})}
          multiline
          minRows={rows}
          fullWidth
          helperText={T.help}
        />
        {hidden.length > 0 && (
          <Alert severity="warning" role="status" sx={{ mb: 2, width: '100%' }}>
            {T.hidden(hidden.join(' · '))}
          </Alert>
        )}
      </Box>
      <Suspense fallback={null}>
        <ArticleBodyPreview content={typeof content === 'string' ? content : ''} />
      </Suspense>
    </Box>
  );
}
