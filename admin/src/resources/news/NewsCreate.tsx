import { newsSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { DRAFT_DEFAULTS } from '../publicationChoices';
import { NewsInputs } from './NewsInputs';
import { withArticleBodyChecks } from '../../features/article-body';
import { withScheduleChecks } from '../../features/schedule';

// The schema plus the body's own check (images need a description) and the schedule's (a time ahead).
const NEWS_FORM = withScheduleChecks(withArticleBodyChecks(newsSchema));

export function NewsCreate() {
  return (
    <ResourceCreate schema={NEWS_FORM} defaultValues={DRAFT_DEFAULTS}>
      <NewsInputs />
    </ResourceCreate>
  );
}
