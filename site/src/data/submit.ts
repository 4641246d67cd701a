import i18next from 'i18next';
import type { EventRsvpInput, Language, LeadInput, ReportDownloadInput } from '@cvc/domain';
import { toLanguage } from '../i18n/language';
import type { ReleasableForm } from './releaseMail';

// The write paths (Firestore writes plus the zod schemas that validate them) load only when a form is sent, so
// neither reaches a page's first render; `import type` above keeps them out of this module's chunk too.

/** Every form carries the language the visitor reads the site in, so the reply mail is written in it. */
function withLanguage<T extends { language?: Language }>(input: T): T {
  return { language: toLanguage(i18next.resolvedLanguage ?? i18next.language), ...input };
}

/**
 * The answer mail of a created form waits on the server until this client asks for it: the request goes out
 * after the create and is not awaited, so the success message does not wait for it.
 */
function askForMail(collection: ReleasableForm, id: string): void {
  void import('./releaseMail').then(({ releaseMail }) => releaseMail(collection, id));
}

export async function submitLead(input: LeadInput): Promise<void> {
  const { createLead } = await import('./createLead');
  askForMail('leads', await createLead(withLanguage(input)));
}

export async function submitEventRsvp(input: EventRsvpInput): Promise<void> {
  const { createEventRsvp } = await import('./createEventRsvp');
  askForMail('event_rsvp', await createEventRsvp(withLanguage(input)));
}

/** Resolves to the report's file address, which the server hands out only once the download is recorded. */
export async function submitReportDownload(input: ReportDownloadInput): Promise<string> {
  const { downloadReport } = await import('./downloadReport');
  return downloadReport(withLanguage(input));
}
