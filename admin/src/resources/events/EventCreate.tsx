import { eventSchema } from '@cvc/domain';
import { withScheduleChecks } from '../../features/schedule';
import { ResourceCreate } from '../ResourceForms';
import { EventInputs } from './EventInputs';

const EVENT_FORM = withScheduleChecks(eventSchema);

const DEFAULTS = { enabled: true, sponsor_logos: [] };

export function EventCreate() {
  return (
    <ResourceCreate schema={EVENT_FORM} defaultValues={DEFAULTS}>
      <EventInputs />
    </ResourceCreate>
  );
}
