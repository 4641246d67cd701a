import { reportSchema } from '@cvc/domain';
import { ResourceEdit } from '../ResourceForms';
import { ReportInputs } from './ReportInputs';
import { withScheduleChecks } from '../../features/schedule';

// The schema plus the schedule's check (a time ahead).
const REPORT_FORM = withScheduleChecks(reportSchema);

export function ReportEdit() {
  return (
    <ResourceEdit schema={REPORT_FORM}>
      <ReportInputs />
    </ResourceEdit>
  );
}
