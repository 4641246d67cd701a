import { reportSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { ReportInputs } from './ReportInputs';
import { withScheduleChecks } from '../../features/schedule';

// The schema plus the schedule's check (a time ahead).
const REPORT_FORM = withScheduleChecks(reportSchema);

// A new report starts free; unticking Gratuito reveals the price and checkout fields.
const DEFAULTS = { is_free: true, price: 0, checkout_url: '' };

export function ReportCreate() {
  return (
    <ResourceCreate schema={REPORT_FORM} defaultValues={DEFAULTS}>
      <ReportInputs />
    </ResourceCreate>
  );
}
