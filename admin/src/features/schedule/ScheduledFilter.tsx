import { BooleanInput } from 'react-admin';
import { SCHEDULE_TEXTS } from '../../texts/schedule';

/** The lists' "Só agendados": the items whose time is ahead, soonest first (the dataProvider's `scheduled`). */
export const SCHEDULED_FILTER = (
  <BooleanInput key="scheduled" source="scheduled" label={SCHEDULE_TEXTS.scheduledOnly} alwaysOn />
);
