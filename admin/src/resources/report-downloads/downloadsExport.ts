import type { Exporter } from 'react-admin';
import { downloadsCsv, downloadsCsvFileName } from '@cvc/domain';
import type { ReportDownload } from '@cvc/domain';
import { downloadTextFile } from '../../features/csv-export/downloadFile';

/** The downloads list's react-admin exporter: the SPEC §7 file from the domain builder, in the list's order. */
export const downloadsExporter: Exporter<ReportDownload> = (rows) => {
  downloadTextFile(downloadsCsv(rows), downloadsCsvFileName(new Date()));
};
