import { newsSchema } from '@cvc/domain';
import { PreviewButton } from '../../components/PreviewButton';
import { ResourceEdit } from '../ResourceForms';
import { NewsInputs } from './NewsInputs';
import { withArticleBodyChecks } from '../../features/article-body';

// The schema plus the body's own check (images need a description).
const NEWS_FORM = withArticleBodyChecks(newsSchema);

export function NewsEdit() {
  return (
    <ResourceEdit actions={<PreviewButton kind="news" />} schema={NEWS_FORM}>
      <NewsInputs />
    </ResourceEdit>
  );
}
