// Whether this browser may hold a Firebase Auth session, read from Auth's own storage without its SDK: a
// visitor who never signed in here reaches the login form without first loading Auth (and App Check) only to
// learn that. Any doubt answers true, and the SDK then decides as before.

// @firebase/auth's storage names (indexedDB persistence first, localStorage second, as firebaseApp.ts sets
// them); the e2e sign-in specs fail if a Firebase upgrade renames them.
const AUTH_DB = 'firebaseLocalStorageDb';
const AUTH_STORE = 'firebaseLocalStorage';
/** `firebase:authUser:<apiKey>:<appName>`, the key Auth keeps the signed-in user under. */
const USER_KEY_PREFIX = 'firebase:authUser:';

const isUserKey = (key: unknown) => typeof key === 'string' && key.startsWith(USER_KEY_PREFIX);

function inLocalStorage(): boolean {
  for (let i = 0; i < localStorage.length; i += 1) if (isUserKey(localStorage.key(i))) return true;
  return false;
}

/** The keys of Auth's IndexedDB store; [] when the database does not exist (it is not created here). */
async function indexedDbKeys(): Promise<unknown[]> {
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === AUTH_DB)) return [];
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(AUTH_DB);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(AUTH_STORE)) {
        db.close();
        resolve([]);
        return;
      }
      const keys = db.transaction(AUTH_STORE, 'readonly').objectStore(AUTH_STORE).getAllKeys();
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result);
      };
      keys.onerror = () => {
        db.close();
        reject(keys.error);
      };
    };
  });
}

export async function mayHaveStoredSession(): Promise<boolean> {
  try {
    if (inLocalStorage()) return true;
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    return (await indexedDbKeys()).some(isUserKey);
  } catch {
    return true;
  }
}
