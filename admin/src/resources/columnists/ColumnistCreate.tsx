import { columnistSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { ColumnistInputs } from './ColumnistInputs';

export function ColumnistCreate() {
  return (
    <ResourceCreate schema={columnistSchema}>
      <ColumnistInputs />
    </ResourceCreate>
  );
}
