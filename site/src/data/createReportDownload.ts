import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { COLLECTIONS, reportDownloadInputSchema, type ReportDownloadInput } from '@cvc/domain';
import { db } from './firebase';

/** Records who downloaded a free report before the PDF opens. */
export async function createReportDownload(input: ReportDownloadInput): Promise<void> {
  const download = reportDownloadInputSchema.parse(input);
  await addDoc(collection(db, COLLECTIONS.reportDownloads), {
    ...download,
    downloaded_at: serverTimestamp(),
  });
}
