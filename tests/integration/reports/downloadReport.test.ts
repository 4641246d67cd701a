import { Timestamp } from 'firebase-admin/firestore';
import { REPORT_DOWNLOAD_PATH } from '@cvc/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_TEXT_MAX, REPORT_DOWNLOAD_MESSAGES as MSG } from '@cvc/domain';
import { hostingUrl } from '../../support/emulators';
import {
  FIXTURE_REPORTS as R,
  downloadsOf,
  fileOf,
  removeReportFixtures,
  writeReportFixtures,
} from './fixtures';

// downloadReport as the site calls it: a plain POST in the callable protocol to the same-origin Hosting rewrite,
// which forwards to the functions emulator, which writes to the Firestore emulator under the Admin SDK.

type Answer = { result?: { pdf_url?: string }; error?: { status: string; message: string } };

async function call(data: unknown): Promise<{ status: number; body: Answer; text: string }> {
  const response = await fetch(hostingUrl(REPORT_DOWNLOAD_PATH), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Answer, text };
}

let sequence = 0;
const uniqueEmail = (tag: string) => `it-download-${tag}-${Date.now()}-${sequence++}@example.com`;
const form = (reportId: string, email: string) => ({
  name: '  Patrícia Reis ',
  email,
  company: 'Tupã Seguros',
  report_id: reportId,
});

beforeAll(writeReportFixtures);
afterAll(removeReportFixtures);

describe('downloadReport', () => {
  it('records the download of a free report with its own title and server time, then returns the file', async () => {
    const email = uniqueEmail('free');
    const before = Date.now();
    const answer = await call(form(R.free.id, email));
    expect(answer).toMatchObject({ status: 200, body: { result: { pdf_url: fileOf(R.free.id) } } });
    const downloads = await downloadsOf(email);
    expect(downloads).toHaveLength(1);
    const [download] = downloads;
    expect(Object.keys(download!).sort()).toEqual([
      'company',
      'downloaded_at',
      'email',
      'expire_at',
      'name',
      'report_id',
      'report_title',
    ]);
    expect(download).toMatchObject({
      name: 'Patrícia Reis',
      email,
      company: 'Tupã Seguros',
      report_id: R.free.id,
      report_title: R.free.title,
    });
    const at = (download!.downloaded_at as Timestamp).toMillis();
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it('ignores a title sent by the visitor and records the report’s own', async () => {
    const email = uniqueEmail('forged');
    const answer = await call({ ...form(R.free.id, email), report_title: 'Título forjado' });
    expect(answer.status).toBe(200);
    const downloads = await downloadsOf(email);
    expect(downloads.map((d) => d.report_title)).toEqual([R.free.title]);
  });

  it('records the notice version shown and the marketing choice, and refuses a choice that is not a boolean', async () => {
    const email = uniqueEmail('consent');
    const consent = { notice_version: '2026-11-25', marketing_opt_in: true };
    expect((await call({ ...form(R.free.id, email), ...consent })).status).toBe(200);
    expect(await downloadsOf(email)).toEqual([expect.objectContaining(consent)]);

    const refused = uniqueEmail('consent-refused');
    const answer = await call({ ...form(R.free.id, refused), marketing_opt_in: 'yes' });
    expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
    expect(await downloadsOf(refused)).toEqual([]);
  });

  it('refuses a paid report: no file address, no record', async () => {
    const email = uniqueEmail('paid');
    const answer = await call(form(R.paid.id, email));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { status: 'FAILED_PRECONDITION', message: MSG.paid } });
    expect(answer.text).not.toContain(fileOf(R.paid.id));
    expect(await downloadsOf(email)).toEqual([]);
  });

  it('answers not found for an unpublished or unknown report, and records nothing', async () => {
    for (const reportId of [R.draft.id, 'no-such-report']) {
      const email = uniqueEmail('missing');
      const answer = await call(form(reportId, email));
      expect(answer.status, reportId).toBe(404);
      expect(answer.body).toEqual({ error: { status: 'NOT_FOUND', message: MSG.notFound } });
      expect(answer.text).not.toContain(fileOf(R.draft.id));
      expect(await downloadsOf(email)).toEqual([]);
    }
  });

  it('refuses a free report whose file is missing, and records nothing', async () => {
    const email = uniqueEmail('no-file');
    const answer = await call(form(R.noFile.id, email));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { status: 'FAILED_PRECONDITION', message: MSG.fileMissing } });
    expect(await downloadsOf(email)).toEqual([]);
  });

  it('refuses bad input with a Portuguese message, and records nothing', async () => {
    const email = uniqueEmail('bad');
    const valid = form(R.free.id, email);
    const bad: unknown[] = [
      null,
      'report',
      {},
      { ...valid, name: '   ' },
      { ...valid, email: 'patricia@' },
      { ...valid, company: undefined },
      { ...valid, name: 'n'.repeat(PUBLIC_TEXT_MAX.name + 1) },
      { ...valid, report_id: '' },
      { ...valid, report_id: `${R.free.id}/x` },
      { ...valid, report_id: 'r'.repeat(PUBLIC_TEXT_MAX.id + 1) },
      { ...valid, report_id: 42 },
    ];
    for (const data of bad) {
      const answer = await call(data);
      expect(answer.status, JSON.stringify(data)?.slice(0, 60)).toBe(400);
      expect(answer.body).toEqual({ error: { status: 'INVALID_ARGUMENT', message: MSG.invalidRequest } });
    }
    expect(await downloadsOf(email)).toEqual([]);
    // The same form, well-formed, goes through: the refusals were the input's.
    expect((await call({ ...valid, name: 'n'.repeat(PUBLIC_TEXT_MAX.name) })).status).toBe(200);
    expect(await downloadsOf(email)).toHaveLength(1);
  });

  it('pins its Portuguese messages', () => {
    expect(MSG).toEqual({
      invalidRequest: 'Informe nome, e-mail válido e empresa para baixar o relatório.',
      notFound: 'Relatório não encontrado.',
      paid: 'Este relatório é pago: adquira-o pelo botão Comprar.',
      fileMissing: 'O arquivo deste relatório não está disponível no momento.',
    });
  });
});
