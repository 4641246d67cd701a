import { onRequest } from 'firebase-functions/v2/https';
import { PAGE_SHELLS, PUBLIC_ROUTES } from '@cvc/domain';
import { sendRenderedPage } from './sendRenderedPage';
import { HOME_PARAMS, redirectToCanonical } from './canonicalUrl';
import { PUBLIC_HTTP_OPTIONS } from './options';
import { HOME_MIN_INSTANCES } from './params';

// GET / (a Hosting rewrite). The home's sections are Firestore data (logos, the latest news, opinions, reports,
// the events), so they come in the HTML: the page paints whole and hydrates from the data written into it,
// instead of filling in section by section once the browser has read them, each fill a long task on a phone.
export const homePage = onRequest(
  { ...PUBLIC_HTTP_OPTIONS, minInstances: HOME_MIN_INSTANCES },
  async (req, res) => {
    if (redirectToCanonical(req, res, { path: PUBLIC_ROUTES.home, known: HOME_PARAMS })) return;
    await sendRenderedPage(req, res, { path: PUBLIC_ROUTES.home, shellPath: PAGE_SHELLS.home });
  },
);
