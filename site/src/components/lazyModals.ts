import { lazyModal } from './lazyModal';
import type { EventModalProps } from './EventModal';
import type { LeadModalProps } from './LeadModal';
import type { ReportModalProps } from './ReportModal';
import type { TrustedAdvisorModalProps } from './TrustedAdvisorModal';

// The site's dialogs as the pages use them: each loads with its first opening (lazyModal). Tests import the
// modules themselves.

export const LeadModal = lazyModal<LeadModalProps>(
  () => import('./LeadModal').then((module) => module.LeadModal),
  (props) => props.open,
);

export const TrustedAdvisorModal = lazyModal<TrustedAdvisorModalProps>(
  () => import('./TrustedAdvisorModal').then((module) => module.TrustedAdvisorModal),
  (props) => props.open,
);

export const ExecutiveTrainingModal = lazyModal<LeadModalProps>(
  () => import('./ExecutiveTrainingModal').then((module) => module.ExecutiveTrainingModal),
  (props) => props.open,
);

export const EventModal = lazyModal<EventModalProps>(
  () => import('./EventModal').then((module) => module.EventModal),
  (props) => props.event !== null,
);

export const ReportModal = lazyModal<ReportModalProps>(
  () => import('./ReportModal').then((module) => module.ReportModal),
  (props) => props.report !== null,
);
