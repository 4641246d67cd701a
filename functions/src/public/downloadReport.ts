import { adminApp } from '../shared/adminApp';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  COLLECTIONS,
  REPORT_DOWNLOAD_MESSAGES as MSG,
  REPORT_MAILS_PER_ADDRESS_DAILY_MAX,
  reportDownloadInputSchema,
  type ReportDownloadData,
  type ReportDownloadResult,
} from '@cvc/domain';
import { consumedTokenRefusal, consumingCallableOptions } from '../shared/appCheck';
import { mailLanguage } from '../mail/layout';
import { queueVisitorMail } from '../mail/visitorMail';
import { decideReportMail } from '../mail/reportMailDecision';
import { companionMailId, requestClientBucket } from '../mail/mailGate';
import { requestSubscription } from '../newsletter/requestSubscription';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';
import { reportLinkMail } from '../mail/reportLink';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';
import { originEnv, retentionParams } from '../shared/params';
import { mailCeilings, mailTrustedProxies } from '../mail/ceilingParams';
import { EXPIRE_AT_FIELD, downloadExpiry } from '../shared/retention';
import { ceilingNow } from '../emulator/clock';
import { absoluteUrl, siteOrigin } from '../shared/siteOrigin';

/**
 * The free report form of the site: records who downloads (with the report's own title and the server's time)
 * and only then hands out the file's address, which no public read holds. Paid and unpublished reports are
 * refused, so their files never leave `report_files`. The visitor also gets the address by email, in the
 * language of the form, so the file outlives the browser tab.
 */
export const downloadReport = onCall(
  { ...PUBLIC_HTTP_OPTIONS, ...consumingCallableOptions(), secrets: [UNSUBSCRIBE_SECRET] },
  async (request): Promise<ReportDownloadResult> => {
    // Each download mails: a copied token is good for one call, not one per forged address.
    const refusal = consumedTokenRefusal(request.app);
    if (refusal) throw new HttpsError('unauthenticated', refusal);
    const parsed = reportDownloadInputSchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', MSG.invalidRequest);
    const input = parsed.data;

    const db = getFirestore(adminApp());
    const [report, file] = await Promise.all([
      db.collection(COLLECTIONS.reports).doc(input.report_id).get(),
      db.collection(COLLECTIONS.reportFiles).doc(input.report_id).get(),
    ]);
    // An unpublished report, one scheduled for later or one past its unpublish time, is as unknown to a visitor
    // as a missing one.
    const publishedAt = report.get('published_at') as Timestamp | null | undefined;
    const unpublishAt = report.get('unpublish_at') as Timestamp | null | undefined;
    const now = Date.now();
    if (
      !report.exists ||
      !publishedAt ||
      publishedAt.toMillis() > now ||
      (unpublishAt && unpublishAt.toMillis() <= now)
    )
      throw new HttpsError('not-found', MSG.notFound);
    if (report.get('is_free') !== true) throw new HttpsError('failed-precondition', MSG.paid);
    const pdfUrl: unknown = file.get('pdf_url');
    if (typeof pdfUrl !== 'string' || pdfUrl === '') {
      throw new HttpsError('failed-precondition', MSG.fileMissing);
    }

    const { language, ...visitor } = input;
    const download: ReportDownloadData = { ...visitor, report_title: String(report.get('title') ?? '') };
    const record = await db.collection(COLLECTIONS.reportDownloads).add({
      ...download,
      downloaded_at: FieldValue.serverTimestamp(),
      [EXPIRE_AT_FIELD]: Timestamp.fromDate(downloadExpiry(new Date(), retentionParams())),
    });
    const origin = siteOrigin(request.rawRequest.headers, originEnv());
    // The download is recorded and the visitor is waiting for the file: a mail that cannot be queued is logged.
    const mailLang = mailLanguage(language);
    const mailId = `report-download-${record.id}`;
    // This callable sees the client, so it counts it here, with the recipient's day; past either ceiling the file
    // is still handed out.
    const client = {
      bucket: requestClientBucket(request.rawRequest, mailTrustedProxies()),
      max: mailCeilings().clientHourlyMax,
      secret: UNSUBSCRIBE_SECRET.value(),
      now: await ceilingNow(db),
    };
    const recipient = { address: visitor.email, max: REPORT_MAILS_PER_ADDRESS_DAILY_MAX };
    await decideReportMail(db, mailId, client, recipient)
      .then(async (gate) => {
        if (gate === 'RECIPIENT_CEILING') return;
        await queueVisitorMail(db, mailId, {
          to: visitor.email,
          language: mailLang,
          origin,
          gate,
          compose: (unsubscribeUrl) =>
            reportLinkMail(
              visitor,
              { title: download.report_title, url: absoluteUrl(origin, pdfUrl) },
              mailLang,
              unsubscribeUrl,
            ),
        });
        // The marketing box: the newsletter's confirmation, under the same decision as the report's mail.
        if (visitor.marketing_opt_in === true) {
          await requestSubscription(db, {
            email: visitor.email,
            name: visitor.name,
            language: mailLang,
            source: COLLECTIONS.reportDownloads,
            notice_version: visitor.notice_version ?? null,
            mailId: companionMailId(mailId),
            gate,
          });
        }
      })
      .catch((error: unknown) => logger.error('downloadReport: mail not queued', error));
    return { pdf_url: pdfUrl };
  },
);
