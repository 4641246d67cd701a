import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';

// Reports of every kind, each with its file, on ids no seed document uses; dated as they are written so they
// lead the home and /reports whatever else the emulator holds (a later date would be a schedule, hidden until it
// comes). Removed after each suite, with the downloads they drew.
const WRITTEN = 'written';

const base = {
  description: 'Descrição.',
  cover_image_url: null,
  category: 'Pesquisa',
  published_at: WRITTEN as typeof WRITTEN | null,
  is_free: true,
  price: null,
  checkout_url: null,
};

export const FIXTURE_REPORTS = {
  free: { id: 'it-dl-free', title: 'Report gratuito de teste', ...base },
  paid: {
    id: 'it-dl-paid',
    title: 'Report pago de teste',
    ...base,
    is_free: false,
    price: 99.9,
    checkout_url: 'https://checkout.example.com/it-dl-paid',
  },
  draft: { id: 'it-dl-draft', title: 'Report não publicado', ...base, published_at: null },
  noFile: { id: 'it-dl-no-file', title: 'Report sem arquivo', ...base },
} as const;

/** Each file address carries a token no page could show by chance. */
export const fileOf = (id: string) => `/files/reports/${id}-3f9c2a.pdf`;

export async function writeReportFixtures(): Promise<void> {
  const db = adminFirestore();
  const batch = db.batch();
  const now = Timestamp.now();
  for (const { id, ...report } of Object.values(FIXTURE_REPORTS)) {
    const published_at = report.published_at === WRITTEN ? now : null;
    batch.set(db.collection(COLLECTIONS.reports).doc(id), { ...report, published_at });
    if (id !== FIXTURE_REPORTS.noFile.id) {
      batch.set(db.collection(COLLECTIONS.reportFiles).doc(id), { pdf_url: fileOf(id) });
    }
  }
  await batch.commit();
}

export async function removeReportFixtures(): Promise<void> {
  const db = adminFirestore();
  const ids = Object.values(FIXTURE_REPORTS).map((r) => r.id);
  const downloads = await db.collection(COLLECTIONS.reportDownloads).where('report_id', 'in', ids).get();
  const batch = db.batch();
  downloads.docs.forEach((doc) => batch.delete(doc.ref));
  for (const id of ids) {
    batch.delete(db.collection(COLLECTIONS.reports).doc(id));
    batch.delete(db.collection(COLLECTIONS.reportFiles).doc(id));
  }
  await batch.commit();
}

/** The downloads recorded for an address; each test uses its own. */
export async function downloadsOf(email: string) {
  const snapshot = await adminFirestore()
    .collection(COLLECTIONS.reportDownloads)
    .where('email', '==', email)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}
