import { Chip, Stack } from '@mui/material';
import { FunctionField, type RaRecord } from 'react-admin';
import {
  TRANSLATION_LANGUAGES,
  translationStatesOf,
  type TranslatedCollection,
  type TranslationState,
} from '@cvc/domain';
import { TRANSLATION_TEXTS as T } from '../../texts/translations';

const COLOURS: Record<TranslationState, 'default' | 'success' | 'warning'> = {
  missing: 'default',
  current: 'success',
  outdated: 'warning',
};

/** An item's two translations in a list row, each named with its state in words ("EN: Em dia"). */
function TranslationStates({ collection, record }: { collection: TranslatedCollection; record: RaRecord }) {
  const states = translationStatesOf(collection, record);
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'nowrap' }}>
      {TRANSLATION_LANGUAGES.map((language) => (
        <Chip
          key={language}
          size="small"
          variant={states[language] === 'missing' ? 'outlined' : 'filled'}
          color={COLOURS[states[language]]}
          label={T.cell(T.codes[language], T.states[states[language]])}
        />
      ))}
    </Stack>
  );
}

/**
 * The lists' compact "Traduções" column, from the item itself (an item stored before the state was written
 * shows its real state here, though the filter finds it only once saved or migrated).
 */
export function translationStatesColumn(collection: TranslatedCollection) {
  return (
    <FunctionField
      key="translations"
      label={T.column}
      sortable={false}
      render={(record: RaRecord) => <TranslationStates collection={collection} record={record} />}
    />
  );
}
