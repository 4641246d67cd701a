import { Stack, Typography } from '@mui/material';
import { TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  formatDateTimeBR,
  translationOf,
  translationStateOf,
  type TranslatedCollection,
  type TranslationLanguage,
} from '@cvc/domain';
import { LinesInput } from '../../components/LinesInput';
import { REQUIRED } from '../../components/required';
import { recordDate } from '../../providers/recordDate';
import { TRANSLATION_TEXTS as T } from '../../texts/translations';
import { ArticleBodyInput } from '../../features/article-body';
import { OutdatedTranslation } from './OutdatedTranslation';
import { TRANSLATION_INPUTS, isStarted, type TranslationInputSpec } from './translationInputs';

function TranslationInput({
  collection,
  language,
  spec,
  required,
}: {
  collection: TranslatedCollection;
  language: TranslationLanguage;
  spec: TranslationInputSpec;
  required: boolean;
}) {
  const source = `translations.${language}.${spec.source}`;
  // Named as the original's field: the tab says which language it is.
  const label = `resources.${collection}.fields.${spec.source}`;
  if (spec.kind === 'body') {
    return <ArticleBodyInput rows={spec.rows ?? 10} source={source} label={label} required={required} />;
  }
  if (spec.kind === 'lines') return <LinesInput source={source} label={label} />;
  return (
    <TextInput
      source={source}
      label={label}
      {...(required ? REQUIRED : {})}
      multiline={spec.rows !== undefined}
      minRows={spec.rows}
      fullWidth
    />
  );
}

/** One language's tab: when it was translated, what changed since if it is outdated, and its fields. */
export function TranslationTab({
  collection,
  language,
}: {
  collection: TranslatedCollection;
  language: TranslationLanguage;
}) {
  const record = useRecordContext();
  const typed: unknown = useWatch({ name: `translations.${language}` });
  // An untouched tab asks for nothing; once started, what the original requires is required here too.
  const started = isStarted(collection, typed);
  const stored = record ? translationOf(record, language) : null;
  const translatedAt = recordDate(stored?.translated_at);
  const outdated = record ? translationStateOf(collection, record, language) === 'outdated' : false;
  return (
    <Stack sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.blankHint}
      </Typography>
      {translatedAt && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {T.translatedAtLine(formatDateTimeBR(translatedAt))}
        </Typography>
      )}
      {outdated && record && (
        <OutdatedTranslation collection={collection} language={language} since={translatedAt} />
      )}
      {TRANSLATION_INPUTS[collection].map((spec) => (
        <TranslationInput
          key={spec.source}
          collection={collection}
          language={language}
          spec={spec}
          required={started && Boolean(spec.required)}
        />
      ))}
    </Stack>
  );
}
