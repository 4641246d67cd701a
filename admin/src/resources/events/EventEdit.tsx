import { eventSchema } from '@cvc/domain';
import { withScheduleChecks } from '../../features/schedule';
import { ResourceEdit } from '../ResourceForms';
import { EventInputs } from './EventInputs';

const EVENT_FORM = withScheduleChecks(eventSchema);

export function EventEdit() {
  return (
    <ResourceEdit schema={EVENT_FORM}>
      <EventInputs />
    </ResourceEdit>
  );
}
