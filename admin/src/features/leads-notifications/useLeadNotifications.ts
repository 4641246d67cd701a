import { useEffect, useState, useSyncExternalStore } from 'react';
import { createLeadNotifier } from './leadNotifier';
import type { KeyValueStorage, LeadNotificationView } from './leadNotifier';
import { playNotificationSound } from './notificationSound';

export type LeadNotifications = LeadNotificationView & { toggleSound: () => void };

/**
 * Feeds each new list of lead ids (undefined while the first snapshot loads) to a notifier that lives as long as
 * the screen, and re-renders on its view changes.
 */
export function useLeadNotifications(
  ids: readonly string[] | undefined,
  storage: KeyValueStorage = window.localStorage,
  playSound: () => void = playNotificationSound,
): LeadNotifications {
  const [notifier] = useState(() => createLeadNotifier({ storage, playSound }));
  useEffect(() => () => notifier.dispose(), [notifier]);
  useEffect(() => {
    if (ids) notifier.observe(ids);
  }, [notifier, ids]);
  const view = useSyncExternalStore(notifier.subscribe, notifier.getView);
  return { ...view, toggleSound: () => notifier.setSoundOn(!view.soundOn) };
}
