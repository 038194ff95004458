import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

/**
 * Monitoring as code (deploy/monitoring/, docs/operations.md "Alerts and what to do"): Debian's promtool
 * accepts the Prometheus configuration and the rules, and the rules' unit tests pass; every alert has a
 * test where it fires and one where it stays quiet, a runbook section (an absolute URL from one base), a
 * severity and the annotations ops read; every metric the rules and the dashboard use is one the processes export; every dashboard
 * panel has a PromQL query promtool can parse.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(ROOT, 'deploy/monitoring');
const PROMTOOL = process.env.PROMTOOL_BIN ?? '/usr/bin/promtool';

const readYaml = <T>(file: string) => parseYaml(fs.readFileSync(path.join(DIR, file), 'utf8')) as T;

/** The metrics the api and worker processes export (docs/operations.md "Metrics"), and Prometheus' own `up`. */
const EXPORTED = new Set([
  // API
  'http_requests_total',
  'http_request_duration_seconds_bucket',
  'http_requests_in_flight',
  'hot_cache_requests_total',
  'redis_connected',
  'analytics_beacons_total',
  // Worker
  'worker_jobs_total',
  'worker_job_duration_seconds_bucket',
  'worker_jobs_stalled_total',
  'queue_jobs',
  'worker_ready',
  'outbox_owed_rows',
  'outbox_oldest_owed_age_seconds',
  'sequence_steps_due',
  'sequence_oldest_due_age_seconds',
  'emails_total',
  'analytics_stream_lag_events',
  'analytics_rows_written_total',
  'custom_domains',
  'certificates',
  'campaign_sending_paused_tenants',
  'certificate_soonest_expiry_seconds',
  // Node's defaults (prom-client) and the scrape
  'nodejs_eventloop_lag_p99_seconds',
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
  'up',
]);

interface Rule {
  record?: string;
  alert?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface RuleFile {
  groups: { name: string; rules: Rule[] }[];
}
interface RuleTests {
  rule_files: string[];
  tests: { name?: string; alert_rule_test?: { eval_time: string; alertname: string; exp_alerts?: unknown[] | null }[] }[];
}
interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: { refId: string; expr?: string; datasource?: { uid: string } }[];
  panels?: Panel[];
}
interface Dashboard {
  schemaVersion: number;
  __inputs?: unknown;
  templating: { list: { name: string; type: string; query?: string }[] };
  panels: Panel[];
}

/** Runs promtool; a failure shows its whole output. */
function promtool(...args: string[]) {
  const run = spawnSync(PROMTOOL, args, { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  const output = `$ promtool ${args.join(' ')}\n${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`;
  if (run.status !== 0) console.error(output);
  expect({ status: run.status, output }).toEqual({ status: 0, output });
  return output;
}

const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'and',
  'or',
  'unless',
  'offset',
  'inf',
  'nan',
]);

/**
 * The metric names a PromQL expression selects: identifiers that are not functions or aggregations
 * (followed by "("), keywords, label names (inside {…} or a by/on/… list), durations or numbers.
 */
function metricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  for (const [, name, call] of stripped.matchAll(/(?<![\w.$])([A-Za-z_:][\w:]*)(\s*\()?/g)) {
    if (!call && !KEYWORDS.has(name.toLowerCase())) names.add(name);
  }
  return [...names];
}

/** GitHub's anchor of a Markdown heading. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

describe('monitoring as code (deploy/monitoring)', () => {
  const rules = readYaml<RuleFile>('alerts.yml');
  const all = rules.groups.flatMap((g) => g.rules);
  const alerts = all.filter((r) => r.alert);
  const recorded = new Set(all.flatMap((r) => (r.record ? [r.record] : [])));
  const dashboard = JSON.parse(fs.readFileSync(path.join(DIR, 'grafana-dashboard.json'), 'utf8')) as Dashboard;
  const panels = dashboard.panels.flatMap((p) => [p, ...(p.panels ?? [])]).filter((p) => p.type !== 'row');

  it('promtool accepts the configuration (and the rule files it names) and the rules', () => {
    expect(fs.existsSync(PROMTOOL)).toBe(true);
    const config = promtool('check', 'config', 'deploy/monitoring/prometheus.yml');
    expect(config).toContain('SUCCESS: 1 rule files found');
    const checked = promtool('check', 'rules', 'deploy/monitoring/alerts.yml');
    expect(checked).toContain(`SUCCESS: ${all.length} rules found`);

    const prometheus = readYaml<{
      global: { external_labels?: Record<string, string> };
      rule_files: string[];
      scrape_configs: { job_name: string; static_configs?: { targets: string[] }[] }[];
    }>('prometheus.yml');
    expect(prometheus.rule_files).toEqual(['alerts.yml']);
    // The alerts' runbook URLs are absolute: this one base, then #<alert>.
    expect(new URL(prometheus.global.external_labels?.runbook_base ?? '').protocol).toBe('https:');
    const targets = Object.fromEntries(
      prometheus.scrape_configs.map((c) => [c.job_name, (c.static_configs ?? []).flatMap((s) => s.targets)]),
    );
    expect(targets.api).toEqual([expect.stringMatching(/:9464$/)]);
    expect(targets.worker).toEqual([expect.stringMatching(/:9465$/)]);
  });

  it("the rules' unit tests pass (promtool test rules)", () => {
    expect(promtool('test', 'rules', 'deploy/monitoring/alerts.test.yml')).toContain('SUCCESS');
  });

  it('every alert fires in a test and stays quiet in another', () => {
    const tests = readYaml<RuleTests>('alerts.test.yml');
    expect(tests.rule_files).toEqual(['alerts.yml']);
    const cases = tests.tests.flatMap((t) => t.alert_rule_test ?? []);
    const fires = (c: { exp_alerts?: unknown[] | null }) => (c.exp_alerts ?? []).length > 0;
    // Quiet: a test (its own healthy series) where the alert is checked and never expected, not merely the
    // firing test's check before `for:` has passed.
    const coverage = Object.fromEntries(
      alerts.map(({ alert }) => {
        const own = tests.tests
          .map((t) => (t.alert_rule_test ?? []).filter((c) => c.alertname === alert))
          .filter((checks) => checks.length > 0);
        return [alert, { fires: own.some((checks) => checks.some(fires)), quiet: own.some((checks) => !checks.some(fires)) }];
      }),
    );
    expect(coverage).toEqual(Object.fromEntries(alerts.map(({ alert }) => [alert, { fires: true, quiet: true }])));
    // No test names an alert that does not exist (a renamed alert would leave its tests checking nothing).
    const names = new Set(alerts.map((a) => a.alert));
    expect(cases.map((c) => c.alertname).filter((name) => !names.has(name))).toEqual([]);
  });

  it('every alert waits with for:, has a severity, the annotations ops read, and a runbook section in docs/operations.md', () => {
    const operations = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
    const anchors = new Set([...operations.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => slug(heading)));
    expect(alerts.map((a) => a.alert).sort()).toEqual(
      [
        'AnalyticsIngestLagging',
        'ApiDown',
        'ApiHighErrorRatio',
        'ApiHighLatency',
        'ApiRedisDisconnected',
        'CampaignBounceRatioHigh',
        'CampaignComplaintRatioHigh',
        'CampaignSendFailures',
        'CampaignSendingGuardPaused',
        'CertificateExpiringSoon',
        'OutboxOwedRowStuck',
        'QueueBacklogGrowing',
        'WorkerDown',
        'WorkerNotReady',
      ].sort(),
    );
    for (const rule of alerts) {
      const problems = [
        !/^\d+[smh]$/.test(rule.for ?? '') && 'no for:',
        !['critical', 'warning'].includes(rule.labels?.severity ?? '') && 'severity is not critical or warning',
        !rule.annotations?.summary && 'no summary',
        !rule.annotations?.description?.includes('$value') &&
          !rule.annotations?.description?.includes('$labels') &&
          'the description shows neither the value nor the labels',
        rule.annotations?.runbook_url !== `{{ $externalLabels.runbook_base }}#${rule.alert!.toLowerCase()}` &&
          `runbook_url is not {{ $externalLabels.runbook_base }}#${rule.alert!.toLowerCase()}`,
        !anchors.has(rule.alert!.toLowerCase()) && `docs/operations.md has no heading "${rule.alert}"`,
      ].filter(Boolean);
      expect({ alert: rule.alert, problems }).toEqual({ alert: rule.alert, problems: [] });
    }
  });

  it('the rules and the dashboard use only exported metrics (and recording rules defined in alerts.yml)', () => {
    expect(
      metricNames(
        'sum by (app, le) (rate(x_bucket{route!="unmatched",le="+Inf"}[5m] offset 1h)) / on (app) y:z:rate5m > 1e3 and bool vector(0)',
      ),
    ).toEqual(['x_bucket', 'y:z:rate5m']);
    const expressions = [
      ...all.map((r) => ({ where: `alerts.yml ${r.record ?? r.alert}`, expr: r.expr })),
      ...panels.flatMap((p) => (p.targets ?? []).map((t) => ({ where: `dashboard "${p.title}" ${t.refId}`, expr: t.expr ?? '' }))),
    ];
    const unknown = expressions.flatMap(({ where, expr }) =>
      metricNames(expr)
        .filter((name) => (name.includes(':') ? !recorded.has(name) : !EXPORTED.has(name)))
        .map((name) => `${where}: ${name}`),
    );
    expect(unknown).toEqual([]);
    // Every exported metric the dashboard is asked to show is on it.
    const onDashboard = new Set(panels.flatMap((p) => (p.targets ?? []).flatMap((t) => metricNames(t.expr ?? ''))));
    expect([...EXPORTED].filter((name) => !onDashboard.has(name))).toEqual([]);
  });

  it('the dashboard parses, takes its Prometheus as a datasource variable, and every panel has a PromQL query promtool parses', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    // A datasource variable rather than an import-time input: file provisioning has no import dialog.
    expect(dashboard.__inputs).toBeUndefined();
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
    expect(JSON.stringify(dashboard)).not.toContain('DS_PROMETHEUS');
    expect(panels.length).toBeGreaterThanOrEqual(20);
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
    const withoutQuery = panels
      .filter((p) => !(p.targets ?? []).some((t) => t.expr?.trim()) || p.datasource?.uid !== '${datasource}')
      .map((p) => p.title);
    expect(withoutQuery).toEqual([]);

    // Each query as a recording rule (Grafana's $__rate_interval as 5m): `promtool check rules` parses it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-dashboard-'));
    try {
      const queries = panels.flatMap((p) =>
        (p.targets ?? []).map((t) => ({
          record: `dashboard:panel_${p.id}_${t.refId}`,
          expr: (t.expr ?? '').replaceAll('$__rate_interval', '5m'),
        })),
      );
      const file = path.join(dir, 'dashboard-queries.yml');
      fs.writeFileSync(
        file,
        `groups:\n  - name: dashboard\n    rules:\n${queries.map((q) => `      - record: ${q.record}\n        expr: ${JSON.stringify(q.expr)}\n`).join('')}`,
      );
      expect(promtool('check', 'rules', file)).toContain(`SUCCESS: ${queries.length} rules found`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
