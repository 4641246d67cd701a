export { announcedLeadIds } from './announcedLeadIds';
export { Confetti } from './Confetti';
export { HIGHLIGHT_MS, createLeadNotifier } from './leadNotifier';
export type { KeyValueStorage, LeadNotificationView, LeadNotifier } from './leadNotifier';
export { playNotificationSound, scheduleNotificationTones } from './notificationSound';
export { useLeadNotifications } from './useLeadNotifications';
export type { LeadNotifications } from './useLeadNotifications';
