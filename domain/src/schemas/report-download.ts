import { z } from 'zod';
import { PUBLIC_TEXT_MAX as MAX } from '../public-limits';
import { documentId, requiredEmail, requiredText } from './fields';

// The report title is copied in so the downloads export stays readable after a report is deleted.
export const reportDownloadInputSchema = z.object({
  name: requiredText(MAX.name),
  email: requiredEmail(MAX.email),
  company: requiredText(MAX.company),
  report_id: documentId(MAX.id),
  report_title: requiredText(MAX.report_title),
});

export type ReportDownloadInput = z.input<typeof reportDownloadInputSchema>;
export type ReportDownloadData = z.output<typeof reportDownloadInputSchema>;
export type ReportDownload = ReportDownloadData & { id: string; downloaded_at: Date | null };
