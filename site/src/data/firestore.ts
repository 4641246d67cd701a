import type * as Sdk from './firestoreSdk';

export type FirestoreSdk = typeof Sdk;

let sdk: Promise<FirestoreSdk> | undefined;

/**
 * The Firestore SDK and the site's database, loaded the first time a page reads in the browser. A page the
 * server rendered with its data (the home, the lists, articles) reads nothing on landing, so its visitors
 * neither download nor evaluate the SDK (113 KB, 34 KB gzipped) while the page starts; it comes when a read
 * does (a later list page, a page read in the browser, a client-side navigation).
 */
export function firestore(): Promise<FirestoreSdk> {
  sdk ??= import('./firestoreSdk');
  return sdk;
}
