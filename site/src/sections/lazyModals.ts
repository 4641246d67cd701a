import { lazyModal } from '../components/lazyModal';
import type { CommitteeModalProps } from './CommitteeModal';
import type { EventFormatsModalProps } from './EventFormatsModal';

// The home sections' dialogs, each loaded with its first opening, as the site's own are (components/lazyModals.ts).

export const CommitteeModal = lazyModal<CommitteeModalProps>(
  () => import('./CommitteeModal').then((module) => module.CommitteeModal),
  (props) => props.committee !== null,
);

export const EventFormatsModal = lazyModal<EventFormatsModalProps>(
  () => import('./EventFormatsModal').then((module) => module.EventFormatsModal),
  (props) => props.open,
);

/** The button action (tapAction) that opens the event formats, which the home holds. */
export const OPEN_EVENT_FORMATS = 'openEventFormats';
