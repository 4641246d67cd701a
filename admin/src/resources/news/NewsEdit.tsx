import { newsSchema } from '@cvc/domain';
import { ResourceEdit } from '../../components/ResourceForms';
import { NewsInputs } from './NewsInputs';

export function NewsEdit() {
  return (
    <ResourceEdit schema={newsSchema}>
      <NewsInputs />
    </ResourceEdit>
  );
}
