import type { QueryConstraint } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@cvc/domain';
import { optionalTextField, textField } from './convert';
import { firestore, type FirestoreSdk } from './firestore';

export interface PartnerLogo {
  id: string;
  name: string;
  logo_url: string;
  website_url: string | null;
}

/** Partners of one kind (the constraints, made with the loaded SDK), in display order. */
export async function fetchLogos(
  constraintsOf: (sdk: FirestoreSdk) => QueryConstraint[],
): Promise<PartnerLogo[]> {
  const sdk = await firestore();
  const { collection, db, getDocs, orderBy, query } = sdk;
  const constraints = constraintsOf(sdk);
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
