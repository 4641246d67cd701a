import { onRequest } from 'firebase-functions/v2/https';
import { PAGE_SHELLS, PUBLIC_ROUTES } from '@cvc/domain';
import { sendRenderedPage, type PageDecorator } from './sendRenderedPage';
import { findEnabledEvent } from './enabledEvent';
import { injectEventMeta } from './eventMeta';
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
    const eventId = typeof req.query.event === 'string' ? req.query.event : null;
    await sendRenderedPage(req, res, {
      path: PUBLIC_ROUTES.home,
      shellPath: PAGE_SHELLS.home,
      decorate: eventId ? shareTagsOf(eventId) : undefined,
    });
  },
);

/**
 * A shared `/?event=<id>` link previews that event (title, date, description, image, JSON-LD): one document
 * read by id, only for such links. An unknown or disabled event leaves the home's own tags.
 */
function shareTagsOf(eventId: string): PageDecorator {
  return async (origin) => {
    const event = await findEnabledEvent(eventId);
    return event ? (html) => injectEventMeta(html, event, origin) : null;
  };
}
