import { eventSchema } from '@cvc/domain';
import { ResourceEdit } from '../ResourceForms';
import { EventInputs } from './EventInputs';

export function EventEdit() {
  return (
    <ResourceEdit schema={eventSchema}>
      <EventInputs />
    </ResourceEdit>
  );
}
