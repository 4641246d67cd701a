import { partnerSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { PartnerInputs } from './PartnerInputs';

const DEFAULTS = { display_order: 0 };

export function PartnerCreate() {
  return (
    <ResourceCreate schema={partnerSchema} defaultValues={DEFAULTS}>
      <PartnerInputs />
    </ResourceCreate>
  );
}
