import { columnistSchema } from '@cvc/domain';
import { ResourceEdit } from '../ResourceForms';
import { ColumnistInputs } from './ColumnistInputs';

export function ColumnistEdit() {
  return (
    <ResourceEdit schema={columnistSchema}>
      <ColumnistInputs />
    </ResourceEdit>
  );
}
