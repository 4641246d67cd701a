/**
 * Demo staff accounts for the local Emulator Suite only (project demo-cvc). These credentials are public on
 * purpose: `npm start` prints the admin login, and the end-to-end tests sign in with both.
 */

export interface DemoStaffAccount {
  email: string;
  password: string;
  name: string;
  /**
   * Enrolled as the account's second factor. The Auth emulator sends no SMS: `npm start` prints each code, and
   * the tests read it from the emulator.
   */
  phone: string;
}

/** Full administrator: role 'admin' holds all thirteen permission keys. */
export const DEMO_ADMIN: DemoStaffAccount = {
  email: 'admin@cvc.local',
  password: 'cvc-admin-2025',
  name: 'Administração',
  phone: '+5511955550101',
};

/** Staff member who may only manage news (permission key `news`). */
export const DEMO_NEWS_EDITOR: DemoStaffAccount = {
  email: 'editor@cvc.local',
  password: 'cvc-editor-2025',
  name: 'Editora de Notícias',
  phone: '+5511955550102',
};
