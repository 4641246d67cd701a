import { opinionSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { DRAFT_DEFAULTS } from '../publicationChoices';
import { OpinionInputs } from './OpinionInputs';
import { withArticleBodyChecks } from '../../features/article-body';
import { withScheduleChecks } from '../../features/schedule';

// The schema plus the body's own check (images need a description) and the schedule's (a time ahead).
const OPINION_FORM = withScheduleChecks(withArticleBodyChecks(opinionSchema));

export function OpinionCreate() {
  return (
    <ResourceCreate schema={OPINION_FORM} defaultValues={DRAFT_DEFAULTS}>
      <OpinionInputs />
    </ResourceCreate>
  );
}
