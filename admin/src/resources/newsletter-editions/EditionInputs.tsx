import { Box, Typography } from '@mui/material';
import { TextInput } from 'react-admin';
import { EDITION_ITEM_KINDS, LANGUAGES, introField, subjectField } from '@cvc/domain';
import { REQUIRED } from '../../components/required';
import { EditionItemsInput } from './EditionItemsInput';
import { LANGUAGE_NAMES } from '../../components/LanguageSelect';
import { EDITION_LABELS } from '../../texts/newsletterEditions';

/**
 * The edition's form, shared by create and edit: a subject and an introduction per language, each language in
 * its own group, then the items picked per kind.
 */
export function EditionInputs() {
  return (
    <>
      {LANGUAGES.map((language) => (
        <Box
          key={language}
          component="fieldset"
          sx={{
            width: '100%',
            boxSizing: 'border-box',
            m: 0,
            mb: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Typography component="legend" variant="subtitle1" sx={{ px: 1 }}>
            {LANGUAGE_NAMES[language]}
          </Typography>
          {/* The Portuguese subject names the edition in the list; the others are needed only to send. */}
          <TextInput
            source={subjectField(language)}
            label={EDITION_LABELS.subject(language)}
            {...(language === 'pt' ? REQUIRED : {})}
            fullWidth
          />
          <TextInput
            source={introField(language)}
            label={EDITION_LABELS.intro(language)}
            multiline
            minRows={3}
            fullWidth
          />
        </Box>
      ))}
      {EDITION_ITEM_KINDS.map((kind) => (
        <EditionItemsInput key={kind} kind={kind} />
      ))}
    </>
  );
}
