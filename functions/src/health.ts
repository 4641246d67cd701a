import { onRequest } from 'firebase-functions/v2/https';

/** GET /api/health: a liveness probe for uptime checks; answers without touching Firestore. */
export const health = onRequest((req, res) => {
  if (req.method !== 'GET') {
    res.status(405).set('Allow', 'GET').json({ error: 'Method not allowed' });
    return;
  }
  res.set('Cache-Control', 'no-store').json({ status: 'ok' });
});
