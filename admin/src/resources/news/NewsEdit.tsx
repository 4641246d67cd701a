import { newsSchema } from '@cvc/domain';
import { PreviewButton } from '../../components/PreviewButton';
import { ResourceEdit } from '../ResourceForms';
import { NewsInputs } from './NewsInputs';
import { withArticleBodyChecks } from '../../features/article-body';
import { withScheduleChecks } from '../../features/schedule';

// The schema plus the body's own check (images need a description) and the schedule's (a time ahead).
const NEWS_FORM = withScheduleChecks(withArticleBodyChecks(newsSchema));

export function NewsEdit() {
  return (
    <ResourceEdit actions={<PreviewButton kind="news" />} schema={NEWS_FORM}>
      <NewsInputs />
    </ResourceEdit>
  );
}
