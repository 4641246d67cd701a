// The console's addresses that code outside it names: the login a mail or Auth's action pages bring a member
// back to, the lead a staff alert opens. Hosting serves the console's pages under CONSOLE_BASE_PATH.

export const CONSOLE_BASE_PATH = '/admin';

export const CONSOLE_LOGIN_PATH = `${CONSOLE_BASE_PATH}/login`;

/** The console's leads screen, opened on one lead (LeadList reads `lead`). */
export function consoleLeadPath(leadId: string): string {
  return `${CONSOLE_BASE_PATH}/leads?lead=${encodeURIComponent(leadId)}`;
}
