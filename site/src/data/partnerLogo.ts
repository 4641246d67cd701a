import { collection, getDocs, orderBy, query, type QueryConstraint } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@cvc/domain';
import { db } from './firebase';
import { optionalTextField, textField } from './convert';

export interface PartnerLogo {
  id: string;
  name: string;
  logo_url: string;
  website_url: string | null;
}

/** Partners of one kind, in display order. */
export async function fetchLogos(...constraints: QueryConstraint[]): Promise<PartnerLogo[]> {
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.partners), ...constraints, orderBy('display_order', 'asc')),
  );
  return (
    snapshot.docs
      .map((doc) => ({
        id: doc.id,
        name: textField(doc, 'name'),
        logo_url: textField(doc, 'logo_url'),
        website_url: optionalTextField(doc, 'website_url'),
      }))
      // A partner without a logo has nothing to show in a logo row.
      .filter((partner) => partner.logo_url !== '')
  );
}
