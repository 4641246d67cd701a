import { supplierSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { SupplierInputs } from './SupplierInputs';

const DEFAULTS = { status: 'active', featured: false, services: [] };

export function SupplierCreate() {
  return (
    <ResourceCreate schema={supplierSchema} defaultValues={DEFAULTS}>
      <SupplierInputs />
    </ResourceCreate>
  );
}
