export { PublishAtInput } from './PublishAtInput';
export { SCHEDULED_FILTER } from './ScheduledFilter';
export { publicationState } from './publicationState';
export { withScheduleChecks } from './scheduleChecks';
