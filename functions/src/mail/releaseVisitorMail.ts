import { adminApp } from '../shared/adminApp';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { z } from '@cvc/domain';
import { type AppCheckOptions, requireAppCheck } from '../shared/appCheck';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';
import type { BlockList } from 'node:net';
import { mailCeilings, mailTrustedProxies } from './ceilingParams';
import { releaseFormMail } from './clientCeiling';
import {
  RELEASABLE_MAIL_PREFIX,
  type ReleasableCollection,
  requestClientBucket,
  secondsToNextHour,
} from './mailGate';
import { UNSUBSCRIBE_SECRET } from './unsubscribeSecret';
import { ceilingNow } from '../emulator/clock';

// POST /api/mail-release (Hosting rewrite) { collection: 'leads' | 'event_rsvp', id }: the site calls it after
// creating a form, and the answer to that form (held since its trigger queued it) may go out if this client is
// within its hourly ceiling. README "Outgoing mail", "Abuse ceilings".

export const RELEASE_ERRORS = {
  method: 'Method not allowed: POST only',
  invalid: 'Expected JSON { "collection": "leads" | "event_rsvp", "id": "<document id>" }',
  notFound: 'No recent form with this id: nothing to release',
  ceiling: 'Too many forms from this address this hour: their mail is held',
  failed: 'The release could not be recorded',
} as const;

const releaseRequestSchema = z.object({
  collection: z.enum(
    Object.keys(RELEASABLE_MAIL_PREFIX) as [ReleasableCollection, ...ReleasableCollection[]],
  ),
  // Firestore's own ids; nothing else names a form.
  id: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
});

/** What the handler depends on, injectable so tests choose the time, the ceiling, the proxies and App Check. */
export interface ReleaseDeps {
  db?: () => Firestore;
  now?: () => Date | Promise<Date>;
  clientHourlyMax?: () => number;
  secret?: () => string;
  trustedProxies?: () => BlockList;
  appCheck?: AppCheckOptions;
}

export function releaseHandler(deps: ReleaseDeps = {}) {
  const {
    db = () => getFirestore(adminApp()),
    now,
    clientHourlyMax = () => mailCeilings().clientHourlyMax,
    secret = () => UNSUBSCRIBE_SECRET.value(),
    trustedProxies = mailTrustedProxies,
    appCheck,
  } = deps;
  return async (req: Request, res: Response): Promise<void> => {
    res.set('Cache-Control', 'no-store');
    if (req.method !== 'POST') {
      res.status(405).set('Allow', 'POST').json({ error: RELEASE_ERRORS.method });
      return;
    }
    if (!(await requireAppCheck(req, res, appCheck))) return;
    const parsed = releaseRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: RELEASE_ERRORS.invalid });
      return;
    }
    try {
      const at = await (now?.() ?? ceilingNow(db()));
      const client = {
        bucket: requestClientBucket(req, trustedProxies()),
        max: clientHourlyMax(),
        secret: secret(),
        now: at,
      };
      const outcome = await releaseFormMail(db(), parsed.data.collection, parsed.data.id, client);
      if (outcome === 'NOT_FOUND') res.status(404).json({ error: RELEASE_ERRORS.notFound });
      else if (outcome === 'CLIENT_CEILING') {
        res
          .status(429)
          .set('Retry-After', String(secondsToNextHour(at)))
          .json({ error: RELEASE_ERRORS.ceiling });
      } else res.json({ state: outcome });
    } catch (error) {
      logger.error('releaseVisitorMail failed', error);
      res.status(500).json({ error: RELEASE_ERRORS.failed });
    }
  };
}

export const releaseVisitorMail = onRequest(
  { ...PUBLIC_HTTP_OPTIONS, secrets: [UNSUBSCRIBE_SECRET] },
  releaseHandler(),
);
