import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  isCapacity,
  isIsoDate,
  isEventPublicAt,
  isPossibleEventId,
  type CvcEvent,
  storedSponsorLogos,
} from '@cvc/domain';

export { isPossibleEventId };
import { adminApp } from '../shared/adminApp';

// One event by id, as a visitor may see it: the .ics download, the share preview of /?event=<id> and the
// sign-up confirmation read it here. Admin reads bypass firestore.rules, so `enabled` and the schedule are
// checked here as the rules check them.

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const timeOf = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

/**
 * A stored event the public may see at `now`, or null: disabled, scheduled ahead, withdrawn, or without the title
 * and valid date a calendar needs.
 */
export function toPublicEvent(
  id: string,
  data: Record<string, unknown> | undefined,
  now: Date = new Date(),
): CvcEvent | null {
  if (!data) return null;
  const times = { published_at: timeOf(data.published_at), unpublish_at: timeOf(data.unpublish_at) };
  if (!isEventPublicAt({ enabled: data.enabled, ...times }, now)) return null;
  const title = text(data.title).trim();
  const date = text(data.date);
  if (!title || !isIsoDate(date)) return null;
  return {
    id,
    title,
    date,
    description: text(data.description),
    full_description: optionalText(data.full_description),
    location: text(data.location),
    image_url: optionalText(data.image_url),
    registration_url: optionalText(data.registration_url),
    start_time: optionalText(data.start_time),
    end_time: optionalText(data.end_time),
    sponsors: optionalText(data.sponsors),
    sponsor_logos: storedSponsorLogos(data.sponsor_logos),
    enabled: true,
    capacity: isCapacity(data.capacity) ? data.capacity : null,
  };
}

/** One document read by id; null when there is no such enabled event. */
export async function findEnabledEvent(id: string): Promise<CvcEvent | null> {
  if (!isPossibleEventId(id)) return null;
  const doc = await getFirestore(adminApp()).collection(COLLECTIONS.events).doc(id).get();
  return toPublicEvent(id, doc.data());
}
