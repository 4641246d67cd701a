import { NEWS_CONTENT_ROWS } from '@cvc/domain';
import { SelectInput, TextInput } from 'react-admin';
import { LinesInput } from '../../components/LinesInput';
import { PUBLICATION_CHOICES } from '../publicationChoices';
import { REQUIRED } from '../../components/required';
import { PublishAtInput } from '../../features/schedule';
import { ArticleBodyInput } from '../../features/article-body';
import { TranslatedInputs } from '../translations';

/** SPEC §5 news form; slug and published_at are derived on save (providers/domainRules). */
export function NewsInputs() {
  return (
    <TranslatedInputs collection="news">
      <TextInput source="title" {...REQUIRED} fullWidth />
      <TextInput source="summary" {...REQUIRED} multiline minRows={2} fullWidth />
      <ArticleBodyInput rows={NEWS_CONTENT_ROWS} />
      <TextInput source="source_url" fullWidth />
      <TextInput source="image_url" fullWidth />
      <LinesInput source="cvcs_mentioned" />
      <SelectInput source="status" {...REQUIRED} choices={PUBLICATION_CHOICES} />
      <PublishAtInput />
    </TranslatedInputs>
  );
}
