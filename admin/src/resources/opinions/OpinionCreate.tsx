import { opinionSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { DRAFT_DEFAULTS } from '../publicationChoices';
import { OpinionInputs } from './OpinionInputs';
import { withArticleBodyChecks } from '../../features/article-body';

// The schema plus the body's own check (images need a description).
const OPINION_FORM = withArticleBodyChecks(opinionSchema);

export function OpinionCreate() {
  return (
    <ResourceCreate schema={OPINION_FORM} defaultValues={DRAFT_DEFAULTS}>
      <OpinionInputs />
    </ResourceCreate>
  );
}
