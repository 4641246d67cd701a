import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { TranslatedCollection, TranslationLanguage } from '@cvc/domain';
import { TRANSLATION_TEXTS as T } from '../../texts/translations';
import { formFingerprint } from './translationInputs';
import { TranslationChanges } from './TranslationChanges';

/**
 * An outdated translation: what changed in the Portuguese since, and "Marcar como em dia" for a change that
 * does not touch it (the fingerprint of the Portuguese as the form holds it, kept by the save).
 */
export function OutdatedTranslation({
  collection,
  language,
  since,
}: {
  collection: TranslatedCollection;
  language: TranslationLanguage;
  since: Date | null;
}) {
  const { getValues, setValue } = useFormContext();
  const [marked, setMarked] = useState(false);
  const markCurrent = () => {
    setValue(`translations.${language}.source_fingerprint`, formFingerprint(collection, getValues()), {
      shouldDirty: true,
    });
    setMarked(true);
  };
  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}>
      <Typography variant="body2">{T.outdated}</Typography>
      <Box sx={{ my: 1 }}>
        <TranslationChanges collection={collection} language={language} since={since} />
      </Box>
      <Button variant="outlined" size="small" onClick={markCurrent} disabled={marked}>
        {T.markCurrent}
      </Button>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {marked ? T.markedCurrent : ''}
      </Typography>
    </Alert>
  );
}
