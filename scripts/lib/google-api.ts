import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulators';

// What the CLIs that configure a real project through Google's REST APIs share (`npm run monitoring`,
// `npm run backups`): the project aliases, one authenticated call, and the printing stand-in of --dry-run.

/** The aliases of .firebaserc (`prod` → the project id). */
export function firebaseAliases(): Record<string, string> {
  return (
    (JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')) as { projects?: Record<string, string> })
      .projects ?? {}
  );
}

/** One REST call: the parsed JSON answer, or an error naming the request and the API's reply. */
export type Call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Calls the APIs as the gcloud user (`gcloud auth login`), billed to the project. */
export function gcloudCall(projectId: string): Call {
  const token = execFileSync('gcloud', ['auth', 'print-access-token'], { encoding: 'utf8' }).trim();
  return async (method, url, body) => {
    const response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-goog-user-project': projectId,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : {};
  };
}

/** For --dry-run: prints each request; nothing exists yet, and what is created gets a placeholder name. */
export function printingCall(print: (line: string) => void = console.log): Call {
  return async (method, url, body) => {
    print(`${method} ${url}${body === undefined ? '' : `\n${JSON.stringify(body, null, 2)}`}\n`);
    if (method === 'GET') return {};
    const kind = /\/(\w+)(\?.*)?$/.exec(url)?.[1] ?? 'resource';
    return { name: `${url.replace(/^https:\/\/[^/]+\/v\d\//, '').replace(/\?.*$/, '')}/<new ${kind} id>` };
  };
}
