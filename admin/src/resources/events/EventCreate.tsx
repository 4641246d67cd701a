import { eventSchema } from '@cvc/domain';
import { ResourceCreate } from '../ResourceForms';
import { EventInputs } from './EventInputs';

const DEFAULTS = { enabled: true, sponsor_logos: [] };

export function EventCreate() {
  return (
    <ResourceCreate schema={eventSchema} defaultValues={DEFAULTS}>
      <EventInputs />
    </ResourceCreate>
  );
}
