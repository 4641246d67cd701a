import { Box, Tab, Tabs } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { type ReactNode, useId, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import {
  TRANSLATIONS_FIELD,
  TRANSLATION_LANGUAGES,
  translationStateOf,
  type TranslatedCollection,
} from '@cvc/domain';
import { TRANSLATION_TEXTS as T } from '../../texts/translations';
import { TranslationTab } from './TranslationTab';

/** A tab's name, and when its fields hold errors an icon and words saying so (not the colour alone). */
function TabLabel({ text, hasErrors }: { text: string; hasErrors: boolean }) {
  if (!hasErrors) return <>{text}</>;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'error.main' }}
    >
      <ErrorOutlineIcon fontSize="small" aria-hidden />
      {text} ({T.tabHasErrors})
    </Box>
  );
}

/** A panel lays its inputs out as the form does (one under the other); a hidden one stays mounted. */
const panel = (shown: boolean) =>
  ({
    display: shown ? 'flex' : 'none',
    flexDirection: 'column',
    alignItems: 'flex-start',
    width: '100%',
  }) as const;

/**
 * A translated item's form: the original's inputs (`children`) in the first tab, then a tab per language
 * named with its saved state. Every panel stays mounted, so what was typed in one survives a look at another
 * and each tab's errors are found on save; a tab whose fields hold one is marked.
 */
export function TranslatedInputs({
  collection,
  children,
}: {
  collection: TranslatedCollection;
  children: ReactNode;
}) {
  const [tab, setTab] = useState(0);
  const id = useId();
  const record = useRecordContext();
  const { errors } = useFormState();
  const translationErrors = errors[TRANSLATIONS_FIELD] as Record<string, unknown> | undefined;
  const originalHasErrors = Object.keys(errors).some((field) => field !== TRANSLATIONS_FIELD);
  const labels = [
    { text: T.original, hasErrors: originalHasErrors },
    ...TRANSLATION_LANGUAGES.map((language) => ({
      text: T.tabWithState(
        T.tab[language],
        T.states[record ? translationStateOf(collection, record, language) : 'missing'],
      ),
      hasErrors: Boolean(translationErrors?.[language]),
    })),
  ];
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        aria-label={T.tabs}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {labels.map((label, index) => (
          <Tab
            key={index}
            label={<TabLabel {...label} />}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel-0`}
        aria-labelledby={`${id}-tab-0`}
        hidden={tab !== 0}
        sx={panel(tab === 0)}
      >
        {children}
      </Box>
      {TRANSLATION_LANGUAGES.map((language, index) => (
        <Box
          key={language}
          role="tabpanel"
          id={`${id}-panel-${index + 1}`}
          aria-labelledby={`${id}-tab-${index + 1}`}
          hidden={tab !== index + 1}
          sx={panel(tab === index + 1)}
        >
          <TranslationTab collection={collection} language={language} />
        </Box>
      ))}
    </Box>
  );
}
