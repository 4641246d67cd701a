import { type App, getApps, initializeApp } from 'firebase-admin/app';

/**
 * The default Admin SDK app, initialised on first use. Look it up by name: the functions emulator registers an
 * app of its own, so `getApps()[0]` is not necessarily ours.
 */
export function adminApp(): App {
  return getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp();
}
