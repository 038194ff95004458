import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { startPrometheus, type Prometheus } from './support/prometheus.js';
import { repoRoot, startStack, waitFor, type Stack } from './support/stack.js';

/** Every rule's `for:` in the test's copy of the rules: the real ones wait minutes. */
const FOR = '10s';
const FOR_MS = 10_000;

interface RuleFile {
  groups: { name: string; interval?: string; rules: { alert?: string; for?: string }[] }[];
}
interface Alert {
  labels: Record<string, string>;
  annotations: Record<string, string>;
  state: 'pending' | 'firing';
}
interface RuleGroups {
  groups: { name: string; rules: { name: string; health: string; lastError?: string }[] }[];
}

/**
 * No false alarms (docs/operations.md "Alerts and what to do"): Debian's Prometheus evaluates the project's
 * own rules (deploy/monitoring/alerts.yml, with every `for:` shortened to 10 s and evaluation every second)
 * against a fresh stack that does nothing. Once the `for` windows have passed, no alert has fired since the
 * targets were first scraped, none is pending, and every rule evaluates without error; a stopped worker then
 * makes WorkerDown fire, with its runbook's absolute URL (the base from prometheus.yml's external labels).
 */
describe('alert rules against a real Prometheus and a healthy fleet', () => {
  let stack: Stack;
  let prometheus: Prometheus;
  let runbookBase: string;
  /** When every target had been scraped once (ms since the epoch). */
  let scrapedAt: number;

  beforeAll(async () => {
    stack = await startStack({ METRICS_PORT: '0', WORKER_METRICS_PORT: '0' });
    // Each process logs the port it took (METRICS_PORT=0: any free one); the worker's line says "app":"worker".
    const announced = () =>
      stack.logs
        .join('')
        .split('\n')
        .filter((line) => line.includes('metrics on port'));
    await waitFor(() => announced().length >= 2, 30_000);
    const ports = announced().map((line) => ({
      job: line.includes('"app":"worker"') ? 'worker' : 'api',
      port: Number(/metrics on port (\d+)/.exec(line)![1]),
    }));
    expect(ports.map((p) => p.job).sort()).toEqual(['api', 'worker']);

    const rules = parseYaml(fs.readFileSync(path.join(repoRoot, 'deploy/monitoring/alerts.yml'), 'utf8')) as RuleFile;
    for (const rule of rules.groups.flatMap((g) => g.rules)) if (rule.for) rule.for = FOR;
    const config = parseYaml(fs.readFileSync(path.join(repoRoot, 'deploy/monitoring/prometheus.yml'), 'utf8')) as {
      global: { external_labels?: Record<string, string> };
    };
    const externalLabels = config.global.external_labels ?? {};
    runbookBase = externalLabels.runbook_base ?? '';
    prometheus = await startPrometheus(ports, { rules: stringifyYaml(rules), externalLabels });
    await waitFor(async () => (await prometheus.query('up == 1')).length === 2, 30_000);
    scrapedAt = Date.now();
  }, 180_000);

  afterAll(async () => {
    await prometheus?.stop();
    await stack?.stop();
  });

  it('raises nothing on a healthy fleet once the for windows have passed, and every rule evaluates', async () => {
    await new Promise((resolve) => setTimeout(resolve, FOR_MS + 5_000));
    // ALERTS has a series for every alert while pending or firing. Since the first scrape none has fired, and
    // none is pending now. (One scrape slower than its timeout on a loaded machine may make ApiDown or
    // WorkerDown pending for a second, as it may in production: that is what `for:` is for.)
    const since = Math.floor((Date.now() - scrapedAt) / 1000) - 1;
    const raised = (await prometheus.query(`max_over_time(ALERTS[${since}s])`)).map((a) => `${a.metric.alertname} ${a.metric.alertstate}`);
    console.log(`alerts pending or firing on a healthy fleet (api + worker, ${since} s): ${JSON.stringify(raised)}`);
    expect(raised.filter((alert) => alert.endsWith(' firing'))).toEqual([]);
    expect((await prometheus.api<{ alerts: Alert[] }>('/api/v1/alerts')).alerts.map((a) => `${a.labels.alertname} ${a.state}`)).toEqual([]);
    const rules = (await prometheus.api<RuleGroups>('/api/v1/rules')).groups.flatMap((g) => g.rules);
    expect(rules.length).toBeGreaterThan(20);
    expect(rules.filter((r) => r.health !== 'ok').map((r) => `${r.name}: ${r.health} ${r.lastError ?? ''}`)).toEqual([]);
  }, 60_000);

  it('fires WorkerDown once the worker has been stopped for the for window, with an absolute runbook URL', async () => {
    // Timed from the signal: the worker closes its metrics port first and may take seconds to exit.
    const stoppedAt = Date.now();
    await stack.kill('worker', 'SIGTERM');
    const workerDown = async () =>
      (await prometheus.api<{ alerts: Alert[] }>('/api/v1/alerts')).alerts.find((a) => a.labels.alertname === 'WorkerDown');
    await waitFor(async () => (await workerDown())?.state === 'firing', FOR_MS + 20_000);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(FOR_MS);
    const alert = (await workerDown())!;
    expect(alert.labels).toMatchObject({ severity: 'warning', job: 'worker' });
    expect(runbookBase).toMatch(/^https:\/\//);
    expect(alert.annotations.runbook_url).toBe(`${runbookBase}#workerdown`);
    // The API is still up: nothing else is raised.
    const others = (await prometheus.api<{ alerts: Alert[] }>('/api/v1/alerts')).alerts.filter((a) => a.labels.alertname !== 'WorkerDown');
    expect(others.map((a) => `${a.labels.alertname} ${a.state}`)).toEqual([]);
  }, 90_000);
});
