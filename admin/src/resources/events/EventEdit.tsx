import { eventSchema } from '@cvc/domain';
import { ResourceEdit } from '../../components/ResourceForms';
import { EventInputs } from './EventInputs';

export function EventEdit() {
  return (
    <ResourceEdit schema={eventSchema}>
      <EventInputs />
    </ResourceEdit>
  );
}
