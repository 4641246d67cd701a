import { Box, Card, CardContent } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { FilterList, FilterListItem } from 'react-admin';
import { TRANSLATION_LANGUAGES, TRANSLATION_STATES, TRANSLATION_STATE_FIELD } from '@cvc/domain';
import { TRANSLATION_TEXTS as T } from '../../texts/translations';

/**
 * The lists' filter by translation state, one click each ("Sem tradução" under "Tradução em inglês"), as
 * react-admin's CRM filters its contacts: `translation_state.<language> == state`, with the list's default sort
 * only (ResourceConfig.narrowFilters; the list shows that order while the filter is set).
 */
export function TranslationFilters() {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 2, width: 220, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent>
        {TRANSLATION_LANGUAGES.map((language) => {
          const source = `${TRANSLATION_STATE_FIELD}.${language}`;
          return (
            <Box key={language} data-filter-source={source}>
              <FilterList label={T.filter[language]} icon={<TranslateIcon />}>
                {TRANSLATION_STATES.map((state) => (
                  <FilterListItem key={state} label={T.states[state]} value={{ [source]: state }} />
                ))}
              </FilterList>
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
}
