import { columnistSchema } from '@cvc/domain';
import { ResourceCreate } from '../../components/ResourceForms';
import { ColumnistInputs } from './ColumnistInputs';

export function ColumnistCreate() {
  return (
    <ResourceCreate schema={columnistSchema}>
      <ColumnistInputs />
    </ResourceCreate>
  );
}
