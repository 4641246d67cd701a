import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { COLLECTIONS, isCapacity, storedSponsorLogos, type CvcEvent } from '@cvc/domain';
import { optionalTextField, textField } from './convert';
import { firestore } from './firestore';
import { readingAsOfNow } from './publicationTime';
import { stillOnSite } from './stillOnSite';

/** A stored event as the site shows it. */
export function toCvcEvent(doc: DocumentSnapshot): CvcEvent {
  const capacity: unknown = doc.get('capacity');
  return {
    id: doc.id,
    title: textField(doc, 'title'),
    description: textField(doc, 'description'),
    full_description: optionalTextField(doc, 'full_description'),
    date: textField(doc, 'date'),
    start_time: optionalTextField(doc, 'start_time'),
    end_time: optionalTextField(doc, 'end_time'),
    location: textField(doc, 'location'),
    registration_url: optionalTextField(doc, 'registration_url'),
    image_url: optionalTextField(doc, 'image_url'),
    sponsors: optionalTextField(doc, 'sponsors'),
    sponsor_logos: storedSponsorLogos(doc.get('sponsor_logos')),
    enabled: true,
    capacity: isCapacity(capacity) ? capacity : null,
  };
}

/**
 * Every public event, earliest date first: enabled and published by now (the rules refuse a query without both;
 * a scheduled event is not found yet), less any past its unpublish time.
 */
export const fetchEnabledEvents = readingAsOfNow(async function fetchEnabledEvents(): Promise<CvcEvent[]> {
  const { collection, db, getDocs, orderBy, publicationTime, query, where } = await firestore();
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.events),
      where('enabled', '==', true),
      where('published_at', '<=', publicationTime()),
      orderBy('date', 'asc'),
    ),
  );
  return snapshot.docs.filter((doc) => stillOnSite(doc)).map(toCvcEvent);
});
