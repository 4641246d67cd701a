import { cvcSchema } from '@cvc/domain';
import { ResourceEdit } from '../ResourceForms';
import { CvcInputs } from './CvcInputs';

export function CvcEdit() {
  return (
    <ResourceEdit schema={cvcSchema}>
      <CvcInputs />
    </ResourceEdit>
  );
}
