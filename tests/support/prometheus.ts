import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endProcess } from './end-process.js';
import { freePort, waitFor } from './stack.js';

export interface Prometheus {
  url: string;
  /** One instant vector query: each series' labels and value. */
  query(promql: string): Promise<{ metric: Record<string, string>; value: number }[]>;
  /** The `data` of a GET to the HTTP API (e.g. `/api/v1/alerts`, `/api/v1/rules`). */
  api<T>(path: string): Promise<T>;
  stop(): Promise<void>;
}

const BINARY = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';

export interface PrometheusOptions {
  /** A rule file's text, evaluated every second (`evaluation_interval: 1s`). */
  rules?: string;
  /** `global.external_labels` (the alerts' templates read them as `$externalLabels`). */
  externalLabels?: Record<string, string>;
}

/**
 * Debian's Prometheus scraping the given targets every second into a throw-away data directory, for
 * tests that check what operations would see; with `rules`, evaluating them every second too.
 */
export async function startPrometheus(targets: { job: string; port: number }[], options: PrometheusOptions = {}): Promise<Prometheus> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-prometheus-'));
  const jobs = [...new Set(targets.map((t) => t.job))];
  if (options.rules) fs.writeFileSync(path.join(dir, 'rules.yml'), options.rules);
  const config = [
    'global:',
    '  scrape_interval: 1s',
    '  scrape_timeout: 900ms',
    '  evaluation_interval: 1s',
    ...(options.externalLabels
      ? ['  external_labels:', ...Object.entries(options.externalLabels).map(([name, value]) => `    ${name}: ${JSON.stringify(value)}`)]
      : []),
    ...(options.rules ? ['rule_files:', '  - rules.yml'] : []),
    'scrape_configs:',
    ...jobs.flatMap((job) => [
      `  - job_name: ${job}`,
      '    static_configs:',
      `      - targets: [${targets
        .filter((t) => t.job === job)
        .map((t) => `'127.0.0.1:${t.port}'`)
        .join(', ')}]`,
    ]),
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'prometheus.yml'), `${config}\n`);
  const port = await freePort();
  const child: ChildProcess = spawn(
    BINARY,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await fetch(`${url}/-/ready`).catch(() => undefined))?.ok === true,
    30_000,
    () => output,
  );

  return {
    url,
    async query(promql) {
      const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(promql)}`);
      const body = (await res.json()) as {
        status: string;
        error?: string;
        data: { result: { metric: Record<string, string>; value: [number, string] }[] };
      };
      if (body.status !== 'success') throw new Error(`${promql}: ${body.error}`);
      return body.data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
    },
    async api<T>(apiPath: string) {
      const body = (await (await fetch(`${url}${apiPath}`)).json()) as { status: string; error?: string; data: T };
      if (body.status !== 'success') throw new Error(`${apiPath}: ${body.error}`);
      return body.data;
    },
    async stop() {
      await endProcess(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
