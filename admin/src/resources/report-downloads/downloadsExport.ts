import type { DataProvider } from 'react-admin';
import { downloadsCsv, downloadsCsvFileName } from '@cvc/domain';
import type { ReportDownload } from '@cvc/domain';

const EXPORT_LIMIT = 10_000;

/** The SPEC §7 downloads file, newest first; null when there is nothing to export. */
export async function buildDownloadsExport(
  dataProvider: DataProvider,
  today: Date,
): Promise<{ csv: string; fileName: string } | null> {
  const { data } = await dataProvider.getList<ReportDownload>('report-downloads', {
    filter: {},
    sort: { field: 'downloaded_at', order: 'DESC' },
    pagination: { page: 1, perPage: EXPORT_LIMIT },
  });
  if (data.length === 0) return null;
  return { csv: downloadsCsv(data), fileName: downloadsCsvFileName(today) };
}
