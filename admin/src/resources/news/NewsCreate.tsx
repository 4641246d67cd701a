import { newsSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { DRAFT_DEFAULTS } from '../publicationChoices';
import { NewsInputs } from './NewsInputs';

export function NewsCreate() {
  return (
    <ResourceCreate schema={newsSchema} defaultValues={DRAFT_DEFAULTS}>
      <NewsInputs />
    </ResourceCreate>
  );
}
