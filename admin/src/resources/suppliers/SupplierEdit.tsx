import { supplierSchema } from '@cvc/domain';
import { ResourceEdit } from '../ResourceForms';
import { SupplierInputs } from './SupplierInputs';

export function SupplierEdit() {
  return (
    <ResourceEdit schema={supplierSchema}>
      <SupplierInputs />
    </ResourceEdit>
  );
}
