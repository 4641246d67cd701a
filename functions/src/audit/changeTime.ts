import { Timestamp } from 'firebase-admin/firestore';

/**
 * When the change was committed: the written document's own update time (microseconds, so quick successive
 * saves keep their order); for a delete, the event's time, never before the deleted version's last write.
 */
export function changeTime(before: Timestamp | undefined, after: Timestamp | undefined, eventTime: string) {
  if (after) return after;
  const event = Timestamp.fromDate(new Date(eventTime));
  return before && before.toMillis() >= event.toMillis()
    ? new Timestamp(
        before.seconds,
        before.nanoseconds + 1000 < 1e9 ? before.nanoseconds + 1000 : before.nanoseconds,
      )
    : event;
}
