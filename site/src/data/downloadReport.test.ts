import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_DOWNLOAD_PATH } from '@cvc/web';

vi.mock('./appCheck', () => ({
  appCheckHeaders: vi.fn(async () => ({ 'X-Firebase-AppCheck': 'app-check-token' })),
}));

const { downloadReport } = await import('./downloadReport');

const FORM = { name: ' Dani ', email: 'dani@x.com', company: 'X', report_id: 'report-01' };
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

describe('downloadReport', () => {
  it('posts the form in the callable protocol, with App Check, and returns the file address', async () => {
    const fetchMock = vi.fn(async () => answer({ result: { pdf_url: '/files/reports/r.pdf' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await downloadReport(FORM)).toBe('/files/reports/r.pdf');
    expect(REPORT_DOWNLOAD_PATH).toBe('/api/report-download');
    expect(fetchMock).toHaveBeenCalledWith(REPORT_DOWNLOAD_PATH, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Firebase-AppCheck': 'app-check-token',
      },
      body: JSON.stringify({
        data: { name: 'Dani', email: 'dani@x.com', company: 'X', report_id: 'report-01' },
      }),
    });
  });

  it('sends no title: the function writes the report’s own', async () => {
    const fetchMock = vi.fn(async () => answer({ result: { pdf_url: '/r.pdf' } }));
    vi.stubGlobal('fetch', fetchMock);
    await downloadReport({ ...FORM, report_title: 'Forjado' } as typeof FORM);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(init.body)).not.toContain('Forjado');
  });

  it('refuses a bad form before any request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(downloadReport({ ...FORM, email: 'dani@' })).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a refusal of the function into an error for the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ error: { status: 'FAILED_PRECONDITION', message: 'pago' } }, 400)),
    );
    await expect(downloadReport(FORM)).rejects.toThrow('report download: HTTP 400 pago');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(downloadReport(FORM)).rejects.toThrow('report download: HTTP 502');
  });

  it('never opens an answer that is not a web address', async () => {
    for (const result of [{}, { pdf_url: 'javascript:alert(1)' }, { pdf_url: 42 }]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer({ result })),
      );
      await expect(downloadReport(FORM)).rejects.toThrow('report download: no file address');
    }
  });
});
