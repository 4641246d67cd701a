import { reportSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { ReportInputs } from './ReportInputs';

// A new report starts free; unticking Gratuito reveals the price and checkout fields.
const DEFAULTS = { is_free: true, price: 0, checkout_url: '' };

export function ReportCreate() {
  return (
    <ResourceCreate schema={reportSchema} defaultValues={DEFAULTS}>
      <ReportInputs />
    </ResourceCreate>
  );
}
