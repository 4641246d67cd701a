import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAIL_GAVE_UP_LOG, VISITOR_MAIL_CEILING_LOG } from '../../functions/src/shared/alertLabels';
import {
  FREE_DAILY_READS,
  HEALTH_PATH,
  LOG_METRICS,
  alertPolicies,
  logMetric,
  notificationChannel,
  uptimeCheck,
} from './monitoring-policies';

const settings = { projectId: 'cvc-prod', host: 'www.cvc.org.br', email: 'alertas@cvc.org.br', dailyReads: 80_000 };
const CHANNEL = 'projects/cvc-prod/notificationChannels/123';
const policies = alertPolicies(settings, CHANNEL, 'cvc-site-health-abc');
const byName = (name: string) => policies.find((p) => p.displayName === `CVC: ${name}`)!;
const filterOf = (name: string) => byName(name).conditions[0]!.conditionThreshold.filter;
const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the log lines alerted on', () => {
  it('are the texts the functions log', () => {
    expect(source('../../functions/src/mail/sendMail.ts')).toMatch(/logger\.error\(MAIL_GAVE_UP_LOG,/);
    expect(MAIL_GAVE_UP_LOG).toBe('sendMail: gave up');
    expect(source('../../functions/src/mail/hourlyCeiling.ts')).toMatch(/logger\.warn\(VISITOR_MAIL_CEILING_LOG,/);
  });

  it('are counted by log-based metrics on the functions entries with that message', () => {
    expect(logMetric(LOG_METRICS.mailGaveUp)).toEqual({
      name: 'mail_gave_up',
      description: 'Entries "sendMail: gave up" logged by the functions',
      filter: 'resource.type="cloud_run_revision" AND severity>=ERROR AND jsonPayload.message:"sendMail: gave up"',
      metricDescriptor: { metricKind: 'DELTA', valueType: 'INT64', unit: '1' },
    });
    expect(logMetric(LOG_METRICS.visitorMailCeiling).filter).toBe(
      `resource.type="cloud_run_revision" AND severity>=WARNING AND jsonPayload.message:"${VISITOR_MAIL_CEILING_LOG}"`,
    );
  });
});

describe('the uptime check', () => {
  it('GETs the health function over HTTPS on the site host, expecting its answer', () => {
    const check = uptimeCheck(settings);
    expect(check.monitoredResource).toEqual({
      type: 'uptime_url',
      labels: { project_id: 'cvc-prod', host: 'www.cvc.org.br' },
    });
    expect(check.httpCheck).toMatchObject({ path: '/api/health', port: 443, useSsl: true, requestMethod: 'GET' });
    expect(check.contentMatchers).toEqual([{ content: '"status":"ok"', matcher: 'CONTAINS_STRING' }]);
    // The function answers exactly that body.
    expect(source('../../functions/src/public/health.ts')).toMatch(/\.json\(\{ status: 'ok' \}\)/);
    expect(HEALTH_PATH).toBe('/api/health');
  });
});

describe('the alert policies', () => {
  it('are the five, each notifying the channel and saying what it means', () => {
    expect(policies.map((p) => p.displayName)).toEqual([
      'CVC: site down',
      'CVC: mail gave up',
      'CVC: visitor mail at its hourly ceiling',
      'CVC: function errors',
      'CVC: Firestore reads above the daily share',
    ]);
    for (const policy of policies) {
      expect(policy.notificationChannels).toEqual([CHANNEL]);
      expect(policy.documentation.content.length).toBeGreaterThan(40);
    }
  });

  it('site down: the uptime check by its id', () => {
    expect(filterOf('site down')).toBe(
      'resource.type="uptime_url" AND metric.type="monitoring.googleapis.com/uptime_check/check_passed" AND metric.label.check_id="cvc-site-health-abc"',
    );
  });

  it('mail gave up and the visitor-mail ceiling: any entry of their log-based metric', () => {
    expect(filterOf('mail gave up')).toBe(
      'resource.type="cloud_run_revision" AND metric.type="logging.googleapis.com/user/mail_gave_up"',
    );
    expect(filterOf('visitor mail at its hourly ceiling')).toBe(
      'resource.type="cloud_run_revision" AND metric.type="logging.googleapis.com/user/visitor_mail_ceiling"',
    );
    expect(byName('mail gave up').conditions[0]!.conditionThreshold).toMatchObject({
      comparison: 'COMPARISON_GT',
      thresholdValue: 0,
    });
  });

  it("function errors: 5xx over all of a function's requests, above 5 % for 5 minutes", () => {
    const threshold = byName('function errors').conditions[0]!.conditionThreshold;
    expect(threshold).toMatchObject({
      filter:
        'resource.type="cloud_run_revision" AND metric.type="run.googleapis.com/request_count" AND metric.label.response_code_class="5xx"',
      denominatorFilter: 'resource.type="cloud_run_revision" AND metric.type="run.googleapis.com/request_count"',
      thresholdValue: 0.05,
      duration: '300s',
    });
    expect(threshold.aggregations).toEqual(threshold.denominatorAggregations);
  });

  it('Firestore reads: the documents read in 24 hours above the daily share given', () => {
    const threshold = byName('Firestore reads above the daily share').conditions[0]!.conditionThreshold;
    expect(threshold).toMatchObject({
      filter:
        'resource.type="firestore.googleapis.com/Database" AND metric.type="firestore.googleapis.com/document/read_count"',
      thresholdValue: 80_000,
      comparison: 'COMPARISON_GT',
    });
    expect(threshold.aggregations).toEqual([
      { alignmentPeriod: '86400s', perSeriesAligner: 'ALIGN_SUM', crossSeriesReducer: 'REDUCE_SUM' },
    ]);
    expect(FREE_DAILY_READS).toBe(50_000);
  });

  it('notify by email', () => {
    expect(notificationChannel('alertas@cvc.org.br')).toEqual({
      type: 'email',
      displayName: 'CVC: alertas@cvc.org.br',
      labels: { email_address: 'alertas@cvc.org.br' },
    });
  });
});
