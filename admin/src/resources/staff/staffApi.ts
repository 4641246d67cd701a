/** The server's Portuguese message; the web SDK appends the HTTP status (' [403]'), which users need not see. */
export function staffErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/ \[\d{3}\]$/, '');
}
