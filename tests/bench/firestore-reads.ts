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

/** Occurrences of `token` in a stream read in chunks, tokens split across chunks included. */
function chunkCounter(token: string) {
  let carry = '';
  return (chunk: string): number => {
    const text = carry + chunk;
    carry = text.slice(-(token.length - 1));
    return text.split(token).length - 1;
  };
}

/**
 * The full Firestore SDK (admin) reads through the WebChannel Listen stream, sent with fetch() and streamed
 * back in chunks that Playwright cannot read before the request ends (it may never end). Chrome DevTools
 * Protocol can: Network.streamResourceContent hands over each chunk as it arrives. One request per
 * `addTarget` sent (a query or document listened to), one document per `documentChange` received.
 */
export async function countListenReads(
  page: Page,
): Promise<{ reset: () => void; read: () => FirestoreTally }> {
  const tally: FirestoreTally = { requests: 0, documents: 0 };
  const streams = new Map<string, (chunk: string) => number>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const isListen = (url: string) => url.includes('/google.firestore.v1.Firestore/Listen/channel');
  const receive = (requestId: string, base64: string) => {
    const count = streams.get(requestId);
    if (count && base64) tally.documents += count(Buffer.from(base64, 'base64').toString('utf8'));
  };
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (!isListen(request.url) || !request.postData) return;
    const sent = decodeURIComponent(request.postData.replace(/\+/g, ' '));
    tally.requests += sent.split('"addTarget"').length - 1;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!isListen(response.url)) return;
    streams.set(requestId, chunkCounter('"documentChange"'));
    cdp
      .send('Network.streamResourceContent', { requestId })
      .then(({ bufferedData }) => receive(requestId, bufferedData))
      .catch(() =>
        // Already finished: the whole body is there to read.
        cdp
          .send('Network.getResponseBody', { requestId })
          .then(({ body, base64Encoded }) =>
            receive(requestId, base64Encoded ? body : Buffer.from(body).toString('base64')),
          )
          .catch(() => undefined),
      );
  });
  cdp.on('Network.dataReceived', ({ requestId, data }) => receive(requestId, data ?? ''));
  return {
    reset: () => Object.assign(tally, { requests: 0, documents: 0 }),
    read: () => ({ ...tally }),
  };
}
