import { opinionSchema } from '@cvc/domain';
import { PreviewButton } from '../../components/PreviewButton';
import { ResourceEdit } from '../ResourceForms';
import { OpinionInputs } from './OpinionInputs';
import { withArticleBodyChecks } from '../../features/article-body';

// The schema plus the body's own check (images need a description).
const OPINION_FORM = withArticleBodyChecks(opinionSchema);

export function OpinionEdit() {
  return (
    <ResourceEdit actions={<PreviewButton kind="opinion" />} schema={OPINION_FORM}>
      <OpinionInputs />
    </ResourceEdit>
  );
}
