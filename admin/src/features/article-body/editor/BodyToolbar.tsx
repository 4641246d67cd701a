import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import InsertPhoto from '@mui/icons-material/InsertPhoto';
import Title from '@mui/icons-material/Title';
import { Box, IconButton } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { BodyAction } from './markdownEdits';
import { ARTICLE_BODY_TEXTS as T } from '../../../texts/articleBody';

// Texts are shared and know no feature: the toolbar checks that each action has its label.
const ACTION_LABELS: Readonly<Record<BodyAction, string>> = T.actions;

type Button = { action: BodyAction; shortcut?: string; Icon: typeof FormatBold };

const BUTTONS = (
  [
    { action: 'bold', shortcut: 'B', Icon: FormatBold },
    { action: 'italic', shortcut: 'I', Icon: FormatItalic },
    { action: 'link', shortcut: 'K', Icon: InsertLink },
    { action: 'heading', Icon: Title },
    { action: 'list', Icon: FormatListBulleted },
    { action: 'numbered', Icon: FormatListNumbered },
    { action: 'quote', Icon: FormatQuote },
    { action: 'image', Icon: InsertPhoto },
  ] satisfies Button[]
).map((button: Button) => ({ ...button, label: ACTION_LABELS[button.action] }));

const ARROWS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: () => BUTTONS.length - 1,
};

/**
 * The body's formatting buttons, one tab stop with the arrows between them (the ARIA toolbar pattern). A click
 * leaves the focus, and so the selection, in the text.
 */
export function BodyToolbar({ onAction }: { onAction: (action: BodyAction) => void }) {
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (step(current) + BUTTONS.length) % BUTTONS.length;
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return (
    <Box
      role="toolbar"
      aria-label={T.toolbar}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 0.5 }}
    >
      {BUTTONS.map(({ action, label, shortcut, Icon }, index) => (
        <IconButton
          key={action}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          size="small"
          aria-label={label}
          title={shortcut ? T.withShortcut(label, shortcut) : label}
          aria-keyshortcuts={shortcut && `Control+${shortcut} Meta+${shortcut}`}
          tabIndex={index === current ? 0 : -1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setCurrent(index);
            onAction(action);
          }}
        >
          <Icon fontSize="small" />
        </IconButton>
      ))}
    </Box>
  );
}
