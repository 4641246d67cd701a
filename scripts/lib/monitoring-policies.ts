import { MAIL_GAVE_UP_LOG, VISITOR_MAIL_CEILING_LOG } from '../../functions/src/shared/alertLabels';

// What `npm run monitoring` creates on a project, as the request bodies of the Cloud Monitoring and Cloud Logging
// APIs: an email channel, an uptime check on /api/health, two log-based metrics and five alert policies. Pure, so
// every filter is unit-tested; scripts/lib/monitoring-api.ts sends them.

export interface MonitoringSettings {
  projectId: string;
  /** The site's host the uptime check calls: the first custom domain, else `<id>.web.app`. */
  host: string;
  /** Who is told: an email notification channel. */
  email: string;
  /** Document reads a day above which the reads alert fires: the budget's daily share. */
  dailyReads: number;
}

/** Firestore's no-cost reads a day: what a project reads for free, and the default daily share. */
export const FREE_DAILY_READS = 50_000;

export const HEALTH_PATH = '/api/health';

/** Share of a function's requests answered 5xx over 5 minutes above which the errors alert fires. */
export const FUNCTION_ERROR_RATIO = 0.05;

/**
 * Log-based metrics on the functions' alert lines (firebase-functions logs the text as jsonPayload.message; at
 * ERROR it logs a stack, "Error: <text>\n    at …", hence a substring match rather than equality).
 */
export const LOG_METRICS = {
  mailGaveUp: { name: 'mail_gave_up', message: MAIL_GAVE_UP_LOG, severity: 'ERROR' },
  visitorMailCeiling: { name: 'visitor_mail_ceiling', message: VISITOR_MAIL_CEILING_LOG, severity: 'WARNING' },
} as const;

type LogMetric = (typeof LOG_METRICS)[keyof typeof LOG_METRICS];

/** Marks what `npm run monitoring` owns, so a second run updates rather than duplicates it. */
const PREFIX = 'CVC:';

export function notificationChannel(email: string) {
  return { type: 'email', displayName: `${PREFIX} ${email}`, labels: { email_address: email } };
}

/** Cloud Logging LogMetric: counts the function log entries carrying `message`. */
export function logMetric(metric: LogMetric) {
  return {
    name: metric.name,
    description: `Entries "${metric.message}" logged by the functions`,
    filter: [
      'resource.type="cloud_run_revision"',
      `severity>=${metric.severity}`,
      `jsonPayload.message:"${metric.message}"`,
    ].join(' AND '),
    metricDescriptor: { metricKind: 'DELTA', valueType: 'INT64', unit: '1' },
  };
}

/** Cloud Monitoring UptimeCheckConfig: GET https://<host>/api/health every 5 minutes from every region. */
export function uptimeCheck({ projectId, host }: Pick<MonitoringSettings, 'projectId' | 'host'>) {
  return {
    displayName: `${PREFIX} site health (${host}${HEALTH_PATH})`,
    monitoredResource: { type: 'uptime_url', labels: { project_id: projectId, host } },
    httpCheck: {
      path: HEALTH_PATH,
      port: 443,
      useSsl: true,
      validateSsl: true,
      requestMethod: 'GET',
      acceptedResponseStatusCodes: [{ statusClass: 'STATUS_CLASS_2XX' }],
    },
    contentMatchers: [{ content: '"status":"ok"', matcher: 'CONTAINS_STRING' }],
    period: '300s',
    timeout: '10s',
    checkerType: 'STATIC_IP_CHECKERS',
  };
}

interface Aggregation {
  alignmentPeriod: string;
  perSeriesAligner: string;
  crossSeriesReducer: string;
  groupByFields?: string[];
}

/** A Cloud Monitoring MetricThreshold, always "above". */
interface Threshold {
  filter: string;
  aggregations: Aggregation[];
  denominatorFilter?: string;
  denominatorAggregations?: Aggregation[];
  thresholdValue: number;
  duration: string;
}

const condition = (displayName: string, conditionThreshold: Threshold) => ({
  displayName,
  conditionThreshold: { comparison: 'COMPARISON_GT', ...conditionThreshold },
});

function policy(name: string, channel: string, what: string, conditions: ReturnType<typeof condition>[]) {
  return {
    displayName: `${PREFIX} ${name}`,
    documentation: { content: what, mimeType: 'text/markdown' },
    combiner: 'OR',
    conditions,
    notificationChannels: [channel],
    alertStrategy: { autoClose: '604800s' },
  };
}

/** A log-based metric counted over 5 minutes: any entry opens an incident. */
const logLineCondition = (metric: LogMetric) =>
  condition(`"${metric.message}" logged`, {
    filter: `resource.type="cloud_run_revision" AND metric.type="logging.googleapis.com/user/${metric.name}"`,
    aggregations: [{ alignmentPeriod: '300s', perSeriesAligner: 'ALIGN_SUM', crossSeriesReducer: 'REDUCE_SUM' }],
    thresholdValue: 0,
    duration: '0s',
  });

/**
 * The alert policies, given the channel's resource name and the uptime check's id (both known once created).
 * Each says what it means and where to look.
 */
export function alertPolicies(settings: MonitoringSettings, channel: string, uptimeCheckId: string) {
  const requests = 'run.googleapis.com/request_count';
  const perService = {
    alignmentPeriod: '300s',
    perSeriesAligner: 'ALIGN_DELTA',
    crossSeriesReducer: 'REDUCE_SUM',
    groupByFields: ['resource.label.service_name'],
  };
  return [
    policy(
      'site down',
      channel,
      `${settings.host}${HEALTH_PATH} failed its uptime check from more than one region. Check Hosting and the \`health\` function in the Firebase console.`,
      [
        condition('uptime check failing', {
          filter: `resource.type="uptime_url" AND metric.type="monitoring.googleapis.com/uptime_check/check_passed" AND metric.label.check_id="${uptimeCheckId}"`,
          aggregations: [
            {
              alignmentPeriod: '1200s',
              perSeriesAligner: 'ALIGN_NEXT_OLDER',
              crossSeriesReducer: 'REDUCE_COUNT_FALSE',
              groupByFields: ['resource.label.*'],
            },
          ],
          thresholdValue: 1,
          duration: '60s',
        }),
      ],
    ),
    policy(
      'mail gave up',
      channel,
      `The sender stopped trying a mail (\`${MAIL_GAVE_UP_LOG}\` in the sendMail logs, with the mail's id and the SMTP reply). Fix the cause, then set the mail's \`delivery.state\` to RETRY (README, "Outgoing mail").`,
      [logLineCondition(LOG_METRICS.mailGaveUp)],
    ),
    policy(
      'visitor mail at its hourly ceiling',
      channel,
      `Visitor mail reached its hourly ceiling (\`${VISITOR_MAIL_CEILING_LOG}\`): new mail waits in the queue and goes out when the hour's count falls. A flood of forms is the usual cause.`,
      [logLineCondition(LOG_METRICS.visitorMailCeiling)],
    ),
    policy(
      'function errors',
      channel,
      `More than ${FUNCTION_ERROR_RATIO * 100} % of a function's requests answered 5xx over 5 minutes. The Cloud Run service names the function (lower-cased); read its logs.`,
      [
        condition(`5xx above ${FUNCTION_ERROR_RATIO * 100} % of a function's requests`, {
          filter: `resource.type="cloud_run_revision" AND metric.type="${requests}" AND metric.label.response_code_class="5xx"`,
          aggregations: [perService],
          denominatorFilter: `resource.type="cloud_run_revision" AND metric.type="${requests}"`,
          denominatorAggregations: [perService],
          thresholdValue: FUNCTION_ERROR_RATIO,
          duration: '300s',
        }),
      ],
    ),
    policy(
      'Firestore reads above the daily share',
      channel,
      `Firestore read more than ${settings.dailyReads} documents in 24 hours, the budget's daily share. README "Cost per request" says what each endpoint reads; a crawler or a flood of one page is the usual cause.`,
      [
        condition(`more than ${settings.dailyReads} document reads in 24 hours`, {
          filter:
            'resource.type="firestore.googleapis.com/Database" AND metric.type="firestore.googleapis.com/document/read_count"',
          aggregations: [{ alignmentPeriod: '86400s', perSeriesAligner: 'ALIGN_SUM', crossSeriesReducer: 'REDUCE_SUM' }],
          thresholdValue: settings.dailyReads,
          duration: '0s',
        }),
      ],
    ),
  ];
}
