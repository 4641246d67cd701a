import { opinionSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { DRAFT_DEFAULTS } from '../publicationChoices';
import { OpinionInputs } from './OpinionInputs';

export function OpinionCreate() {
  return (
    <ResourceCreate schema={opinionSchema} defaultValues={DRAFT_DEFAULTS}>
      <OpinionInputs />
    </ResourceCreate>
  );
}
