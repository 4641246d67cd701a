import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./appCheck', () => ({
  appCheckHeaders: vi.fn(async () => ({ 'X-Firebase-AppCheck': 'app-check-token' })),
}));
vi.mock('./createLead', () => ({ createLead: vi.fn(async () => 'lead123') }));
vi.mock('./createEventRsvp', () => ({ createEventRsvp: vi.fn(async () => 'rsvp456') }));

const { MAIL_RELEASE_PATH } = await import('@cvc/web');
const { releaseMail } = await import('./releaseMail');
const { submitEventRsvp, submitLead } = await import('./submit');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('releaseMail', () => {
  it('POSTs the form to /api/mail-release with the App Check headers, outliving the page', async () => {
    const fetchMock = vi.fn(async () => new Response('{"state":"RELEASED"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    expect(MAIL_RELEASE_PATH).toBe('/api/mail-release');
    expect(await releaseMail('leads', 'abc')).toBe(200);
    expect(fetchMock).toHaveBeenCalledWith('/api/mail-release', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Firebase-AppCheck': 'app-check-token' },
      body: '{"collection":"leads","id":"abc"}',
      keepalive: true,
    });
  });

  it('logs a refusal (429 past the client ceiling) and a network failure, and never throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429 })),
    );
    expect(await releaseMail('event_rsvp', 'x')).toBe(429);
    expect(warn).toHaveBeenCalledWith('mail release: HTTP 429');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(await releaseMail('event_rsvp', 'x')).toBe(0);
    expect(warn).toHaveBeenLastCalledWith('mail release failed', expect.any(TypeError));
  });
});

describe('submitting a form', () => {
  it('resolves once the document is created, then asks for its mail without waiting for the answer', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);

    await submitLead({} as never);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await submitEventRsvp({} as never);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const bodies = fetchMock.mock.calls.map((call) =>
      JSON.parse((call as unknown as [string, RequestInit])[1].body as string),
    );
    expect(bodies).toEqual([
      { collection: 'leads', id: 'lead123' },
      { collection: 'event_rsvp', id: 'rsvp456' },
    ]);
    answer(new Response('{}', { status: 200 }));
  });
});
