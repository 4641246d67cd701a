import { opinionSchema } from '@cvc/domain';
import { ResourceEdit } from '../../components/ResourceForms';
import { OpinionInputs } from './OpinionInputs';

export function OpinionEdit() {
  return (
    <ResourceEdit schema={opinionSchema}>
      <OpinionInputs />
    </ResourceEdit>
  );
}
