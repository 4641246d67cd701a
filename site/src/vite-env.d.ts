/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_APP_ID: string;
  /** host:port of the Firestore emulator; empty in production builds. */
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  /** host:port of the Auth emulator; empty in production builds. */
  readonly VITE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?: string;
}

/** The calendar year of the build (site/vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
