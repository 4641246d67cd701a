import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The W3C Nu HTML checker (vnu-jar, on the machine's Java). Invalid markup (a block inside a button, a duplicate
// id) is parsed differently by each browser and read differently by assistive technology, so any error counts.

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

/** Runs the checker once over a folder: one JVM start for every page. */
async function vnuMessages(folder: string): Promise<VnuMessage[]> {
  try {
    await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--skip-non-html', folder],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return [];
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    if (!stderr.trim().startsWith('{')) throw error;
    return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
  }
}

/**
 * Documents saved under a name each, then checked in one run: every error spelled out with the document's name,
 * its line and the checker's excerpt.
 */
export function nuDocuments(folder: string) {
  mkdirSync(folder, { recursive: true });
  const names = new Map<string, string>();
  return {
    save(name: string, html: string): void {
      const file = join(folder, `${names.size}.html`);
      writeFileSync(file, html);
      names.set(file, name);
    },
    async errors(): Promise<string[]> {
      return (await vnuMessages(folder))
        .filter((message) => message.type === 'error' || message.type === 'non-document-error')
        .map((message) => {
          const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
          const name = names.get(file) ?? file;
          return `${name}:${message.lastLine ?? '?'}: ${message.message}  ${message.extract ?? ''}`;
        });
    },
  };
}
