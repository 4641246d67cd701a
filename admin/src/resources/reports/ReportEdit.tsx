import { reportSchema } from '@cvc/domain';
import { ResourceEdit } from '../ResourceForms';
import { ReportInputs } from './ReportInputs';

export function ReportEdit() {
  return (
    <ResourceEdit schema={reportSchema}>
      <ReportInputs />
    </ResourceEdit>
  );
}
