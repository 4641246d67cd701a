import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { parseEventIcsPath } from '@cvc/web';
import { findEnabledEvent } from './enabledEvent';
import { buildEventIcs, icsFilename } from './eventIcs';
import { NOT_FOUND_CACHE_CONTROL, renderedPageCacheControl } from '../render/sendRenderedPage';
import { siteOrigin } from '../shared/siteOrigin';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';
import { originEnv } from '../shared/params';

// GET /api/events/<id>.ics (a Hosting rewrite): the event as a calendar file, for "Adicionar ao calendário".
// Served by a function so the site ships no calendar code. The CDN keeps it as long as the home that links it
// (five minutes), so a changed or disabled event leaves calendars' downloads as soon as it leaves the page.

export const eventCalendar = onRequest(PUBLIC_HTTP_OPTIONS, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method not allowed');
    return;
  }
  const id = parseEventIcsPath(req.path);
  try {
    const event = id === null ? null : await findEnabledEvent(id);
    if (!event) {
      res
        .status(404)
        .set('Cache-Control', NOT_FOUND_CACHE_CONTROL)
        .type('text/plain; charset=utf-8')
        .send('Evento não encontrado.');
      return;
    }
    res
      .set('Content-Type', 'text/calendar; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${icsFilename(event.id)}"`)
      .set('Cache-Control', renderedPageCacheControl(300))
      .send(buildEventIcs(event, siteOrigin(req.headers, originEnv())));
  } catch (error) {
    logger.error('eventCalendar failed', error);
    res.status(502).set('Cache-Control', 'no-store').send('Calendário indisponível. Tente novamente.');
  }
});
