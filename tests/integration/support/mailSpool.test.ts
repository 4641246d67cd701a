import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spooledInbox } from '../../support/mail-spool';

// How a Playwright worker reads the run's spooled mail (tests/support/mail-spool.ts): the server writes one
// parsed message a file, named in the order received, and may finish an earlier one after a later one. Needs no
// emulator; it lives here because the unit projects do not reach tests/support.

const dirs: string[] = [];
function spool() {
  const dir = mkdtempSync(join(tmpdir(), 'mail-spool-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const mail = (to: string) => ({ to: [to], subject: `Para ${to}`, text: '', html: '', attachments: [] });
const put = (dir: string, name: string, to: string) =>
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(mail(to)));

describe('a spooled inbox', () => {
  it('reads every message once, when a later one landed before an earlier one', () => {
    const dir = spool();
    const inbox = spooledInbox(dir, () => Promise.resolve());
    put(dir, '00000001', 'a@x.com');
    put(dir, '00000003', 'c@x.com');
    expect(inbox.messages.map((m) => m.to[0])).toEqual(['a@x.com', 'c@x.com']);
    put(dir, '00000002', 'b@x.com');
    expect(inbox.messages.map((m) => m.to[0])).toEqual(['a@x.com', 'c@x.com', 'b@x.com']);
  });

  it('ignores a message still being written, and waits for one to come', async () => {
    const dir = spool();
    const inbox = spooledInbox(dir, () => Promise.resolve());
    writeFileSync(join(dir, '00000001.tmp'), '{"to": [');
    const waiting = inbox.waitFor((m) => m.to.includes('d@x.com'), 5_000);
    expect(inbox.messages).toEqual([]);
    put(dir, '00000001', 'd@x.com');
    expect((await waiting).subject).toBe('Para d@x.com');
  });

  it('forgets what came before a clear', () => {
    const dir = spool();
    const inbox = spooledInbox(dir, () => Promise.resolve());
    put(dir, '00000001', 'a@x.com');
    inbox.clear();
    put(dir, '00000002', 'b@x.com');
    expect(inbox.messages.map((m) => m.to[0])).toEqual(['b@x.com']);
  });
});
