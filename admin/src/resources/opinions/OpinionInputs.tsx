import { OPINION_CONTENT_ROWS } from '@cvc/domain';
import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { PUBLICATION_CHOICES } from '../publicationChoices';

/** SPEC §5 opinion form: the columnist comes from the columnists list, by name. */
export function OpinionInputs() {
  return (
    <>
      <ReferenceInput
        source="columnist_id"
        reference="columnists"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
      >
        <SelectInput optionText="name" />
      </ReferenceInput>
      <TextInput source="title" fullWidth />
      <TextInput source="summary" multiline minRows={2} fullWidth />
      <TextInput source="content" multiline minRows={OPINION_CONTENT_ROWS} fullWidth />
      <TextInput source="image_url" fullWidth />
      <TextInput source="partner_logo_url" fullWidth />
      <TextInput source="source_url" fullWidth />
      <SelectInput source="status" choices={PUBLICATION_CHOICES} />
    </>
  );
}
