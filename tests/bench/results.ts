import type { Sizes } from './compressed-size';
import type { FirestoreTally } from './firestore-reads';
import type { LighthouseFigures } from './lighthouse';
import type { Verdict } from './budgets';

export type JsFigures = { firstRender: Sizes; routeTotal: Sizes; adminCodeLoaded: boolean };

export type RouteResult = {
  name: string;
  path: string;
  js: JsFigures | null;
  firestore: FirestoreTally | null;
  /** Pages rendered per request with their data (lists, articles): what the server render read. */
  serverReads?: FirestoreTally | null;
  lighthouse: LighthouseFigures | null;
  budgets: Record<string, Verdict>;
  errors: string[];
};

export type LeadsResult = { leads: number; ms: number; runsMs: number[]; firestore: FirestoreTally };

export type BenchResults = {
  measuredAt: string;
  machine: { cpus: number; node: string; chromium: string };
  method: {
    compression: string;
    lighthouse: string;
    firestore: string;
  };
  routes: RouteResult[];
  admin: {
    js: JsFigures | null;
    leadsFirstPage: LeadsResult[];
    ratio10kTo1k: number | null;
    budgets: Record<string, Verdict>;
    errors: string[];
  };
};
