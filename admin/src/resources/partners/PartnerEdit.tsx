import { partnerSchema } from '@cvc/domain';
import { ResourceEdit } from '../ResourceForms';
import { PartnerInputs } from './PartnerInputs';

export function PartnerEdit() {
  return (
    <ResourceEdit schema={partnerSchema}>
      <PartnerInputs />
    </ResourceEdit>
  );
}
