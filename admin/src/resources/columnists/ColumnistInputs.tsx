import { TextInput } from 'react-admin';
import { REQUIRED } from '../../components/required';
import { TranslatedInputs } from '../translations';

/** SPEC §5: name and bio required; photo and LinkedIn optional URLs; empty optionals stored as null. */
export function ColumnistInputs() {
  return (
    <TranslatedInputs collection="columnists">
      <TextInput source="name" {...REQUIRED} fullWidth />
      <TextInput source="bio" {...REQUIRED} multiline minRows={3} fullWidth />
      <TextInput source="position" fullWidth />
      <TextInput source="company" fullWidth />
      <TextInput source="photo_url" fullWidth />
      <TextInput source="linkedin_url" fullWidth />
    </TranslatedInputs>
  );
}
