import { cvcSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { CvcInputs } from './CvcInputs';

export function CvcCreate() {
  return (
    <ResourceCreate schema={cvcSchema}>
      <CvcInputs />
    </ResourceCreate>
  );
}
