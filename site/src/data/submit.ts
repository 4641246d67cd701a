import type { EventRsvpInput, LeadInput, ReportDownloadInput } from '@cvc/domain';

// The write paths (Firestore writes plus the zod schemas that validate them) load only when a form is sent, so
// neither reaches a page's first render; `import type` above keeps them out of this module's chunk too.

export async function submitLead(input: LeadInput): Promise<void> {
  const { createLead } = await import('./createLead');
  return createLead(input);
}

export async function submitEventRsvp(input: EventRsvpInput): Promise<void> {
  const { createEventRsvp } = await import('./createEventRsvp');
  return createEventRsvp(input);
}

/** Resolves to the report's file address, which the server hands out only once the download is recorded. */
export async function submitReportDownload(input: ReportDownloadInput): Promise<string> {
  const { downloadReport } = await import('./downloadReport');
  return downloadReport(input);
}
