import type { Page, Response } from '@playwright/test';

export type FirestoreTally = {
  requests: number;
  documents: number;
  /** Documents per collection (count() queries under `<collection> count`), where the REST body names it. */
  byCollection?: Record<string, number>;
};

/** The collection a REST read targets: from the structured query, or from a document/list path. */
export function collectionOfRestRead(url: string, body: unknown): string {
  const request = (body ?? {}) as {
    structuredQuery?: { from?: { collectionId?: string }[] };
    structuredAggregationQuery?: { structuredQuery?: { from?: { collectionId?: string }[] } };
    documents?: string[];
  };
  const query = request.structuredQuery ?? request.structuredAggregationQuery?.structuredQuery;
  const fromQuery = query?.from?.[0]?.collectionId;
  if (fromQuery) return request.structuredAggregationQuery ? `${fromQuery} count` : fromQuery;
  const path = request.documents?.[0] ?? decodeURIComponent(new URL(url).pathname);
  return path.split('/documents/')[1]?.split('/')[0] ?? 'unknown';
}

/**
 * Documents a Firestore REST response carries, as firestore/lite receives them: `:runQuery` and `:batchGet`
 * answer arrays (entries with `document` / `found`), a document GET answers the document, a list answers
 * `{ documents }`. A `:runAggregationQuery` (count()) returns no document but is billed as one read per up to
 * 1,000 index entries, so it counts as one.
 */
export function documentsInRestResponse(url: string, body: unknown): number {
  if (url.includes(':runAggregationQuery')) return 1;
  if (Array.isArray(body)) {
    return body.filter((entry: Record<string, unknown>) => entry && ('document' in entry || 'found' in entry))
      .length;
  }
  if (body && typeof body === 'object') {
    const object = body as Record<string, unknown>;
    if (Array.isArray(object.documents)) return object.documents.length;
    if (typeof object.name === 'string' && 'fields' in object) return 1;
  }
  return 0;
}

function isFirestoreRest(response: Response, firestoreHost: string): boolean {
  const url = response.url();
  return url.includes(firestoreHost) && url.includes('/documents') && !url.includes('/Listen/');
}

/**
 * Counts what firestore/lite reads on a page, from the network: every REST call to the emulator and the
 * documents in its answer. Call `settle()` before reading the tally so pending bodies are counted.
 */
export function tallyRestReads(page: Page, firestoreHost: string) {
  const tally: FirestoreTally & { byCollection: Record<string, number> } = {
    requests: 0,
    documents: 0,
    byCollection: {},
  };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'OPTIONS' || !isFirestoreRest(response, firestoreHost)) return;
    tally.requests += 1;
    pending.push(
      response
        .json()
        .then((body: unknown) => {
          const documents = documentsInRestResponse(response.url(), body);
          const collection = collectionOfRestRead(response.url(), response.request().postDataJSON());
          tally.documents += documents;
          tally.byCollection[collection] = (tally.byCollection[collection] ?? 0) + documents;
        })
        .catch(() => undefined),
    );
  });
  return {
    tally,
    settle: async () => {
      await Promise.all(pending);
      return { ...tally, byCollection: { ...tally.byCollection } };
    },
  };
}

declare global {
  interface Window {
    __benchListen?: FirestoreTally;
  }
}

/**
 * The full Firestore SDK (admin) reads through the WebChannel Listen stream, whose XHR may never complete, so
 * its answers cannot be read from Playwright. This init script counts inside the page instead: one request
 * per `addTarget` sent, one document per `documentChange` received.
 */
export async function installListenCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__benchListen = { requests: 0, documents: 0 };
    const count = (text: string, token: string) => text.split(token).length - 1;
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    const listenUrls = new WeakMap<XMLHttpRequest, boolean>();
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      listenUrls.set(this, String(args[1]).includes('/Listen/channel'));
      return (open as (...a: unknown[]) => void).apply(this, args);
    };
    XMLHttpRequest.prototype.send = function (
      this: XMLHttpRequest,
      body?: Document | XMLHttpRequestBodyInit | null,
    ) {
      if (listenUrls.get(this)) {
        if (typeof body === 'string') {
          const sent = decodeURIComponent(body.replace(/\+/g, ' '));
          window.__benchListen!.requests += count(sent, '"addTarget"');
        }
        let seen = 0;
        const onData = () => {
          const received = count(this.responseText, '"documentChange"');
          window.__benchListen!.documents += received - seen;
          seen = received;
        };
        this.addEventListener('progress', onData);
        this.addEventListener('load', onData);
      }
      return send.call(this, body);
    };
  });
}

export async function readListenCounter(page: Page): Promise<FirestoreTally> {
  return page.evaluate(() => ({ ...(window.__benchListen ?? { requests: 0, documents: 0 }) }));
}

export async function resetListenCounter(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__benchListen = { requests: 0, documents: 0 };
  });
}
