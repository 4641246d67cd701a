import { hostingUrl } from './emulators';

/**
 * What the site does after creating a lead or a sign-up: asks POST /api/mail-release (the Hosting rewrite to
 * releaseVisitorMail) for the form's answer mail, which the functions hold until then.
 */
export async function releaseFormMail(
  collection: 'leads' | 'event_rsvp',
  id: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(hostingUrl('/api/mail-release'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ collection, id }),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}
