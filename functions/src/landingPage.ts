import { onRequest } from 'firebase-functions/v2/https';
import { SERVER_RENDERED_LANDINGS } from '@cvc/domain';
import { sendRenderedPage } from './sendRenderedPage';
import { redirectToCanonical } from './canonicalUrl';
import { PUBLIC_HTTP_OPTIONS } from './options';

// GET /formacaoexecutiva, /revolucao-2030 and /2030revolucaotech (Hosting rewrites). A course's dates, price
// and whether sign-ups are open are site settings staff change in the console, so the page is rendered with
// them: it never paints last class's facts before the settings arrive. The CDN keeps it five minutes
// (sendRenderedPage), so a change shows within five and a visitor costs no read.
export const landingPage = onRequest(PUBLIC_HTTP_OPTIONS, async (req, res) => {
  const path = req.path.replace(/(.)\/$/, '$1');
  const shellPath = SERVER_RENDERED_LANDINGS[path];
  if (!shellPath) {
    res.status(404).set('Cache-Control', 'no-store').send('Not found');
    return;
  }
  // No query parameter changes these pages: each has one address for the CDN.
  if (redirectToCanonical(req, res, { path })) return;
  await sendRenderedPage(req, res, { path, shellPath });
});
