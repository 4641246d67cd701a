import { columnistSchema } from '@cvc/domain';
import { ResourceEdit } from '../../components/ResourceForms';
import { ColumnistInputs } from './ColumnistInputs';

export function ColumnistEdit() {
  return (
    <ResourceEdit schema={columnistSchema}>
      <ColumnistInputs />
    </ResourceEdit>
  );
}
