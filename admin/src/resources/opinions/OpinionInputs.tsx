import { OPINION_CONTENT_ROWS } from '@cvc/domain';
import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { PUBLICATION_CHOICES } from '../publicationChoices';
import { REQUIRED } from '../../components/required';
import { PublishAtInput } from '../../features/schedule';
import { ArticleBodyInput } from '../../features/article-body';
import { TranslatedInputs } from '../translations';

/** SPEC §5 opinion form: the columnist comes from the columnists list, by name. */
export function OpinionInputs() {
  return (
    <TranslatedInputs collection="opinions">
      <ReferenceInput
        source="columnist_id"
        reference="columnists"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
      >
        <SelectInput optionText="name" {...REQUIRED} />
      </ReferenceInput>
      <TextInput source="title" {...REQUIRED} fullWidth />
      <TextInput source="summary" {...REQUIRED} multiline minRows={2} fullWidth />
      <ArticleBodyInput rows={OPINION_CONTENT_ROWS} />
      <TextInput source="image_url" fullWidth />
      <TextInput source="partner_logo_url" fullWidth />
      <TextInput source="source_url" fullWidth />
      <SelectInput source="status" {...REQUIRED} choices={PUBLICATION_CHOICES} />
      <PublishAtInput />
    </TranslatedInputs>
  );
}
