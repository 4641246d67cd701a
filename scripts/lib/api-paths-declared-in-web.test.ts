import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every /api address is declared once, in web/src (endpoints.ts), and imported everywhere else: a second
// declaration elsewhere is a copy that a rename would leave behind. Tests may write the promised values out.

const ROOT = join(import.meta.dirname, '../..');
const PACKAGES_OUTSIDE_WEB = ['domain', 'site', 'admin', 'functions', 'scripts'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'lib', 'coverage', 'test-results']);
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

/** A string or template literal starting an /api path (`'/api/x'`, `` `${origin}/api/x` ``); not a comment. */
const API_PATH_LITERAL = /(['"`]|\}|\$\{[^}]*\})\/api\//;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !isTest(entry.name) ? [path] : [];
  });
}

/** Lines of `file` declaring an /api path, comments left out. */
function apiPathLiterals(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({ line: line.replace(/^\s*(\/\/|\*|\/\*).*$/, ''), at: index + 1 }))
    .filter(({ line }) => API_PATH_LITERAL.test(line))
    .map(({ line, at }) => `${relative(ROOT, file)}:${at}: ${line.trim()}`);
}

describe('/api paths', () => {
  it('are declared in web/ only: no package outside it writes one', () => {
    const files = PACKAGES_OUTSIDE_WEB.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(apiPathLiterals)).toEqual([]);
  });

  it('are found however they are written', () => {
    const found = (line: string) => API_PATH_LITERAL.test(line);
    expect(found(`const A = '/api/x';`)).toBe(true);
    expect(found('fetch(`${origin}/api/x`)')).toBe(true);
    expect(found('return `/api/events/${id}.ics`;')).toBe(true);
    expect(found('// POST /api/mail-release (Hosting rewrite)')).toBe(false);
  });
});
