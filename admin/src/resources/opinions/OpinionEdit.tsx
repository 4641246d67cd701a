import { opinionSchema } from '@cvc/domain';
import { PreviewButton } from '../../components/PreviewButton';
import { ResourceEdit } from '../ResourceForms';
import { OpinionInputs } from './OpinionInputs';
import { withArticleBodyChecks } from '../../features/article-body';
import { withScheduleChecks } from '../../features/schedule';

// The schema plus the body's own check (images need a description) and the schedule's (a time ahead).
const OPINION_FORM = withScheduleChecks(withArticleBodyChecks(opinionSchema));

export function OpinionEdit() {
  return (
    <ResourceEdit actions={<PreviewButton kind="opinion" />} schema={OPINION_FORM}>
      <OpinionInputs />
    </ResourceEdit>
  );
}
