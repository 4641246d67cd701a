import { z } from '../zod';
import { PUBLIC_TEXT_MAX as MAX } from '../public-limits';
import { documentId, requiredEmail, requiredText, visitorLanguage, formConsentFields } from './fields';

/**
 * What a visitor sends to download a free report. The downloadReport function records it with the report's own
 * title and only then hands out the file, so the association sees every download.
 */
export const reportDownloadInputSchema = z.object({
  name: requiredText(MAX.name),
  email: requiredEmail(MAX.email),
  company: requiredText(MAX.company),
  report_id: documentId(MAX.id),
  language: visitorLanguage(),
  ...formConsentFields,
});

export type ReportDownloadInput = z.input<typeof reportDownloadInputSchema>;
// The report title is copied in so the downloads export stays readable after a report is deleted.
export type ReportDownloadData = z.output<typeof reportDownloadInputSchema> & { report_title: string };
export type ReportDownload = ReportDownloadData & { id: string; downloaded_at: Date | null };
export type ReportDownloadResult = { pdf_url: string };

/** The function's refusals; the site shows its own form error whatever the reason. */
export const REPORT_DOWNLOAD_MESSAGES = {
  invalidRequest: 'Informe nome, e-mail válido e empresa para baixar o relatório.',
  notFound: 'Relatório não encontrado.',
  paid: 'Este relatório é pago: adquira-o pelo botão Comprar.',
  fileMissing: 'O arquivo deste relatório não está disponível no momento.',
} as const;
