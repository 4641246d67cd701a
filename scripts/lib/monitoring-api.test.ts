import { describe, expect, it } from 'vitest';
import { type Call, printingCall } from './google-api';
import { LOGGING_API, MONITORING_API, applyMonitoring } from './monitoring-api';

const settings = { projectId: 'cvc-prod', host: 'www.cvc.org.br', email: 'alertas@cvc.org.br', dailyReads: 50_000 };
const P = `${MONITORING_API}/projects/cvc-prod`;

/** A stand-in for the REST APIs that records every request and answers from `existing`. */
function recorder(existing: Record<string, unknown> = {}) {
  const requests: { method: string; url: string; body?: { displayName?: string } }[] = [];
  const call: Call = async (method, url, body) => {
    requests.push({ method, url, body: body as { displayName?: string } });
    if (method === 'GET') return existing[new URL(url).pathname.split('/').pop()!] ?? {};
    if (url.endsWith('/notificationChannels')) return { name: 'projects/cvc-prod/notificationChannels/9' };
    if (url.endsWith('/uptimeCheckConfigs')) return { name: 'projects/cvc-prod/uptimeCheckConfigs/health-1' };
    return { name: 'projects/cvc-prod/alertPolicies/new' };
  };
  return { call, requests };
}

describe('applyMonitoring', () => {
  it('creates the channel, metrics, uptime check and policies, naming the new check and channel in them', async () => {
    const { call, requests } = recorder();
    const done = await applyMonitoring(call, settings);

    const writes = requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
    expect(writes).toEqual([
      `POST ${P}/notificationChannels`,
      `PUT ${LOGGING_API}/projects/cvc-prod/metrics/mail_gave_up`,
      `PUT ${LOGGING_API}/projects/cvc-prod/metrics/visitor_mail_ceiling`,
      `POST ${P}/uptimeCheckConfigs`,
      ...Array(5).fill(`POST ${P}/alertPolicies`),
    ]);
    const siteDown = requests.find((r) => r.body?.displayName === 'CVC: site down')!.body as unknown as {
      notificationChannels: string[];
      conditions: { conditionThreshold: { filter: string } }[];
    };
    expect(siteDown.notificationChannels).toEqual(['projects/cvc-prod/notificationChannels/9']);
    expect(siteDown.conditions[0]!.conditionThreshold.filter).toContain('metric.label.check_id="health-1"');
    expect(done).toHaveLength(9);
  });

  it('run again, keeps the channel and updates the check and policies it made instead of adding copies', async () => {
    const { call, requests } = recorder({
      notificationChannels: {
        notificationChannels: [
          { name: 'projects/cvc-prod/notificationChannels/9', labels: { email_address: 'alertas@cvc.org.br' } },
        ],
      },
      uptimeCheckConfigs: {
        uptimeCheckConfigs: [
          { name: 'projects/cvc-prod/uptimeCheckConfigs/health-1', displayName: 'CVC: site health (www.cvc.org.br/api/health)' },
        ],
      },
      alertPolicies: {
        alertPolicies: [{ name: 'projects/cvc-prod/alertPolicies/7', displayName: 'CVC: mail gave up' }],
      },
    });
    await applyMonitoring(call, settings);

    const writes = requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
    expect(writes).not.toContain(`POST ${P}/notificationChannels`);
    expect(writes).toContain(
      `PATCH ${P}/uptimeCheckConfigs/health-1?updateMask=httpCheck,contentMatchers,timeout`,
    );
    expect(writes).toContain(`PATCH ${P}/alertPolicies/7`);
    expect(writes.filter((w) => w === `POST ${P}/alertPolicies`)).toHaveLength(4);
  });

  it('--dry-run prints every request and sends none', async () => {
    const lines: string[] = [];
    const done = await applyMonitoring(printingCall((line) => lines.push(line)), settings);
    expect(lines.filter((l) => l.startsWith('POST ')).length).toBe(7);
    // The bodies as JSON: the metric's filter names the sender's give-up line.
    expect(lines.join('\n')).toContain('jsonPayload.message:\\"sendMail: gave up\\"');
    expect(done).toHaveLength(9);
  });
});
