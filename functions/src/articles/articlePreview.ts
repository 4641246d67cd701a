import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type StaffClaims } from '@cvc/domain';
import { SECURITY_HEADERS, fillShell, staticShellPath } from '@cvc/web';
import { adminApp } from '../shared/adminApp';
import { originEnv } from '../shared/params';
import { siteOrigin } from '../shared/siteOrigin';
import { fetchShell, loadRenderer } from '../render/serverRender';
import { ARTICLE_COLLECTIONS } from '../shared/articleCollections';
import {
  PREVIEW_MESSAGES,
  PreviewRefusal,
  articlePreviewOf,
  mayPreview,
  parsePreviewRequest,
  previewMessagePage,
  previewProblems,
  withProblemsBanner,
  type PreviewRequest,
} from './previewRequest';

// POST /api/staff/preview (Hosting rewrite): a news item or opinion, in any status, rendered by the site's own
// article page in the chosen language, for staff holding the key that edits it. The console posts a form into a
// new tab with the member's ID token; nothing here is ever cached or indexed, and the item's public address
// is untouched (a draft's stays 404).

/** Per member and item: never kept by the CDN or the browser, never indexed. */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
} as const;

/**
 * The caller's claims once the token is verified: signed (on a real project), unexpired, and its sessions not
 * revoked since (checkRevoked also refuses a disabled account). Any failure is a 401.
 */
type PreviewClaims = StaffClaims & { firebase?: unknown; auth_time?: unknown };

async function verifiedClaims(token: string): Promise<{ uid: string; claims: PreviewClaims }> {
  try {
    const decoded = await getAuth(adminApp()).verifyIdToken(token, true);
    return { uid: decoded.uid, claims: decoded as PreviewClaims };
  } catch {
    throw new PreviewRefusal(401, PREVIEW_MESSAGES.sessionEnded);
  }
}

async function previewPage(req: Request, request: PreviewRequest): Promise<string> {
  const { uid, claims } = await verifiedClaims(request.token);
  const db = getFirestore(adminApp());
  const [staffRecord, item] = await Promise.all([
    db.collection(COLLECTIONS.adminUsers).doc(uid).get(),
    db.collection(ARTICLE_COLLECTIONS[request.kind]).doc(request.id).get(),
  ]);
  if (!mayPreview(claims, staffRecord.data() ?? null, request.kind)) {
    throw new PreviewRefusal(403, PREVIEW_MESSAGES.forbidden);
  }
  if (!item.exists) throw new PreviewRefusal(404, PREVIEW_MESSAGES.notFound);
  const origin = siteOrigin(req.headers, originEnv());
  // A still picture: the page's boot would route by the preview's own address and its language redirect would
  // leave it, so the render and its shell carry no script at all.
  const [renderer, shell] = await Promise.all([
    loadRenderer(),
    fetchShell(origin, staticShellPath(request.language)),
  ]);
  const data = item.data() ?? {};
  const rendered = await renderer.renderPreview(
    articlePreviewOf(request.kind, request.id, data, request.language),
    request.language,
    { origin, scripts: false },
  );
  return withProblemsBanner(fillShell(shell, rendered), previewProblems(request.kind, data));
}

function send(res: Response, status: number, html: string): void {
  res.status(status).set(SECURITY_HEADERS).set(PREVIEW_HEADERS).type('html').send(html);
}

export const articlePreview = onRequest(async (req, res) => {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST');
    send(res, 405, previewMessagePage(PREVIEW_MESSAGES.methodNotAllowed));
    return;
  }
  try {
    send(res, 200, await previewPage(req, parsePreviewRequest(req.body)));
  } catch (error) {
    if (error instanceof PreviewRefusal) {
      send(res, error.status, previewMessagePage(error.message));
      return;
    }
    logger.error('Preview failed', error);
    send(res, 502, previewMessagePage(PREVIEW_MESSAGES.failed));
  }
});
