import { partnerSchema } from '@cvc/domain';
import { ResourceEdit } from '../../components/ResourceForms';
import { PartnerInputs } from './PartnerInputs';

export function PartnerEdit() {
  return (
    <ResourceEdit schema={partnerSchema}>
      <PartnerInputs />
    </ResourceEdit>
  );
}
