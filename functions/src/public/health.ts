import { onRequest } from 'firebase-functions/v2/https';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';

/** GET /api/health: a liveness probe for uptime checks; answers without touching Firestore. */
export const health = onRequest(PUBLIC_HTTP_OPTIONS, (req, res) => {
  if (req.method !== 'GET') {
    res.status(405).set('Allow', 'GET').json({ error: 'Method not allowed' });
    return;
  }
  res.set('Cache-Control', 'no-store').json({ status: 'ok' });
});
