import { buildReports } from './reports';
import { before } from './time';
import type { SeedReportDownload } from './types';

type DownloadInput = Omit<SeedReportDownload, 'report_title' | 'downloaded_at'> & { age_hours: number };

/** Downloads of free reports; the title is copied from the report, as the download dialog does. */
const DOWNLOADS: DownloadInput[] = [
  {
    id: 'download-01',
    report_id: 'report-01',
    age_hours: 20,
    name: 'Renato Figueiredo',
    email: 'renato.figueiredo@tupaseguros.example.com',
    company: 'Tupã Seguros',
  },
  {
    id: 'download-02',
    report_id: 'report-01',
    age_hours: 44,
    name: 'Camila Duarte',
    email: 'camila.duarte@ipetelecom.example.com',
    company: 'Ipê Telecom',
  },
  {
    id: 'download-03',
    report_id: 'report-04',
    age_hours: 90,
    name: 'Marcelo Azevedo',
    email: 'marcelo.azevedo@agrohorizonte.example.com',
    company: 'Agro Horizonte',
  },
  {
    id: 'download-04',
    report_id: 'report-06',
    age_hours: 300,
    name: 'Aline Cardoso',
    email: 'aline.cardoso@atlantico.example.com',
    company: 'Atlântico Logística',
  },
];

export function buildReportDownloads(now: Date): SeedReportDownload[] {
  const titles = new Map(buildReports(now).map((report) => [report.id, report.title]));
  return DOWNLOADS.map(({ age_hours, ...row }) => {
    const title = titles.get(row.report_id);
    if (title === undefined) throw new Error(`${row.id}: unknown report ${row.report_id}`);
    return { ...row, report_title: title, downloaded_at: before(now, 0, age_hours) };
  });
}
