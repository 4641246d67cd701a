import type { Exporter } from 'react-admin';
import { newsletterCsv, newsletterCsvFileName } from '@cvc/domain';
import type { NewsletterSubscriber } from '@cvc/domain';
import { downloadTextFile } from '../../features/csv-export/downloadFile';

/** The subscriptions list's exporter: the domain's file, in the list's order and filter. */
export const newsletterExporter: Exporter<NewsletterSubscriber & { id: string }> = (rows) => {
  downloadTextFile(newsletterCsv(rows), newsletterCsvFileName(new Date()));
};
