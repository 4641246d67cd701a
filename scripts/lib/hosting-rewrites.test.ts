import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '@cvc/domain';
import {
  CONSOLE_BASE_PATH,
  CONSOLE_LOGIN_PATH,
  MAIL_RELEASE_PATH,
  STAFF_CALLABLE_PATHS,
  STAFF_FUNCTIONS,
  UNSUBSCRIBE_PATH,
  consoleLeadPath,
  functionRewrites,
} from '@cvc/web';

// firebase.json is JSON that cannot import the paths @cvc/web declares (endpoints.ts, console-paths.ts): this
// keeps its rewrites equal to them, in order.

interface Rewrite {
  source: string;
  function?: { functionId: string; region?: string };
  destination?: string;
}
const { rewrites } = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../firebase.json'), 'utf8')) as {
    hosting: { rewrites: Rewrite[] };
  }
).hosting;
const isCatchAll = (rewrite: Rewrite) => /^(\/\w+\/)?\*\*$/.test(rewrite.source);

describe('the paths Hosting answers', () => {
  it('are firebase.json’s rewrites to functions, in its order, before the pages’ catch-alls', () => {
    const toFunctions = rewrites.filter((rewrite) => rewrite.function && !isCatchAll(rewrite));
    expect(toFunctions).toEqual(
      functionRewrites().map(({ source, functionId }) => ({
        source,
        function: { functionId, region: FUNCTIONS_REGION },
      })),
    );
    const firstCatchAll = rewrites.findIndex(isCatchAll);
    expect(rewrites.slice(firstCatchAll).every(isCatchAll)).toBe(true);
  });

  it('send the console’s addresses to its two pages, before the catch-alls', () => {
    expect(rewrites.filter((rewrite) => rewrite.destination)).toEqual([
      { source: CONSOLE_LOGIN_PATH, destination: `${CONSOLE_LOGIN_PATH}.html` },
      { source: `${CONSOLE_BASE_PATH}/**`, destination: `${CONSOLE_BASE_PATH}/index.html` },
    ]);
  });

  it('keep the addresses already sent in mails and linked from pages', () => {
    expect(UNSUBSCRIBE_PATH).toBe('/api/unsubscribe');
    expect(MAIL_RELEASE_PATH).toBe('/api/mail-release');
    expect(CONSOLE_LOGIN_PATH).toBe('/admin/login');
    expect(consoleLeadPath('lead/1')).toBe('/admin/leads?lead=lead%2F1');
  });

  it('name the staff callables as functions/src/index.ts exports them, each under /api/staff/', () => {
    expect(STAFF_FUNCTIONS).toEqual({
      invite: 'inviteStaff',
      update: 'updateStaff',
      remove: 'removeStaff',
      resetFactors: 'resetStaffFactors',
      security: 'staffSecurity',
      confirmFactor: 'confirmStaffFactor',
    });
    for (const path of Object.values(STAFF_CALLABLE_PATHS)) expect(path).toMatch(/^\/api\/staff\/[\w-]+$/);
  });
});

describe("Hosting's rules in firebase.json", () => {
  it('are globs, never regex: the emulator runs without re2 (its build is skipped at install, package.json)', () => {
    const hosting = JSON.parse(readFileSync(join(import.meta.dirname, '../../firebase.json'), 'utf8')).hosting;
    const rules = ['rewrites', 'redirects', 'headers'].flatMap((kind) => (hosting[kind] ?? []) as object[]);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((rule) => 'regex' in rule)).toEqual([]);
  });
});
