import { cvcSchema } from '@cvc/domain';
import { ResourceCreate } from '../../components/ResourceForms';
import { CvcInputs } from './CvcInputs';

export function CvcCreate() {
  return (
    <ResourceCreate schema={cvcSchema}>
      <CvcInputs />
    </ResourceCreate>
  );
}
