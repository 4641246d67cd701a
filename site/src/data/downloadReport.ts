import {
  isWebUrl,
  reportDownloadInputSchema,
  type ReportDownloadInput,
  type ReportDownloadResult,
} from '@cvc/domain';
import { REPORT_DOWNLOAD_PATH } from '@cvc/web';
import { appCheckHeaders } from './appCheck';
import { parseInput } from './invalidInput';

type CallableAnswer = { result?: Partial<ReportDownloadResult>; error?: { message?: string } };

/**
 * Records the download of a free report and returns its file address: a POST in the callable protocol
 * (`{ data }` in, `{ result }` or `{ error }` out) to the downloadReport function through its same-origin
 * Hosting rewrite, so the site needs neither the functions SDK nor a functions host.
 */
export async function downloadReport(input: ReportDownloadInput): Promise<string> {
  const data = parseInput(reportDownloadInputSchema, input);
  const response = await fetch(REPORT_DOWNLOAD_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(await appCheckHeaders()) },
    body: JSON.stringify({ data }),
  });
  const answer = (await response.json().catch(() => ({}))) as CallableAnswer;
  if (!response.ok || answer.error) {
    throw new Error(`report download: HTTP ${response.status} ${answer.error?.message ?? ''}`.trim());
  }
  const pdfUrl = answer.result?.pdf_url;
  // The address goes to window.open: only http(s) and site paths, whatever the answer holds.
  if (typeof pdfUrl !== 'string' || !isWebUrl(pdfUrl)) throw new Error('report download: no file address');
  return pdfUrl;
}
