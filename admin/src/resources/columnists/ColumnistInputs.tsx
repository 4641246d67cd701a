import { TextInput } from 'react-admin';

/** SPEC §5: name and bio required; photo and LinkedIn optional URLs; empty optionals stored as null. */
export function ColumnistInputs() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <TextInput source="bio" multiline minRows={3} fullWidth />
      <TextInput source="position" fullWidth />
      <TextInput source="company" fullWidth />
      <TextInput source="photo_url" fullWidth />
      <TextInput source="linkedin_url" fullWidth />
    </>
  );
}
