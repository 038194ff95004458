import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { DCLinter } from 'dclint';
import { Registry } from 'prom-client';
import { parse } from 'yaml';
import { CONFIG_KEYS, loadConfig } from '@ds/config';
import { startMetricsListener } from '@ds/observability';
import { HealthController } from '../apps/api/src/infra/health/health.controller.js';
import { DEFAULT_WORKER_OPTIONS } from '../apps/worker/src/worker-options.js';
import { splitImage } from './support/kustomize.js';

/**
 * docker-compose.yml as `docker compose up` would take it (no Docker engine runs here): interpolated with
 * Compose's rules, then checked for what "works as written" needs — every image pinned, one-shots before
 * the apps, health checks on paths the processes serve, settings packages/config accepts, storage in the
 * bundled S3 store, mail to the bundled catcher unless a relay is named, no demo accounts unless asked for,
 * no password with a default, rotated logs, and a worker that scales (`--scale worker=3`) because it
 * publishes no host port.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');

/** Variables the apps read that are not platform settings: the AWS SDK's own. */
const SDK_VARIABLES = new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_REGION']);
/** The seed's switches (scripts/seed.mjs), in the migrate service only. */
const SEED_VARIABLES = new Set(['SEED_DEMO', 'SEED_ADMIN_EMAIL', 'SEED_ADMIN_PASSWORD', 'SEED_ADMIN_NAME']);
/** Past SHUTDOWN_DRAIN_MS the API gives requests in flight 30 s (docs/operations.md "Shutting down"). */
const API_HARD_EXIT_MS = 30_000;

/**
 * Compose's interpolation: `$$` is a literal `$`; `${VAR}`, `${VAR:-default}` / `${VAR-default}`,
 * `${VAR:?error}` / `${VAR?error}` and `${VAR:+alt}` / `${VAR+alt}`, defaults themselves interpolated.
 */
function interpolate(text: string, env: Record<string, string | undefined>): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '$') {
      out += text[i];
      continue;
    }
    if (text[i + 1] === '$') {
      out += '$';
      i++;
      continue;
    }
    if (text[i + 1] !== '{') {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0];
      if (!name) throw new Error(`stray $ in ${text}`);
      out += env[name] ?? '';
      i += name.length;
      continue;
    }
    let depth = 0;
    let end = i + 1;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}' && --depth === 0) break;
    }
    const body = text.slice(i + 2, end);
    const [, name, op = '', rest = ''] = /^([A-Za-z_][A-Za-z0-9_]*)(:-|-|:\?|\?|:\+|\+)?([\s\S]*)$/.exec(body) ?? [];
    if (!name) throw new Error(`bad interpolation \${${body}}`);
    const value = env[name];
    const empty = value === undefined || (op.startsWith(':') && value === '');
    if (op === ':-' || op === '-') out += empty ? interpolate(rest, env) : value;
    else if (op === ':?' || op === '?') {
      if (empty) throw new Error(`required: ${name} (${rest})`);
      out += value;
    } else if (op === ':+' || op === '+') out += empty ? '' : interpolate(rest, env);
    else out += value ?? '';
    i = end;
  }
  return out;
}

function deepInterpolate(node: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((item) => deepInterpolate(item, env));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deepInterpolate(v, env)]));
  return node;
}

interface Service {
  image?: string;
  logging?: { driver: string; options?: Record<string, string> };
  configs?: { source: string; target: string }[];
  build?: unknown;
  profiles?: string[];
  ports?: unknown[];
  expose?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string; required?: boolean }>;
  volumes?: string[];
  restart?: string;
  stop_grace_period?: string;
  entrypoint?: string[];
  command?: string[];
}
interface Compose {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
  configs: Record<string, { content?: string }>;
}

/** What .env must set: the secrets and every password (none has a default). */
const REQUIRED = {
  JWT_SECRET: 'compose-test-secret-'.padEnd(48, 'x'),
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  POSTGRES_PASSWORD: 'pg0123456789abcdef',
  REDIS_PASSWORD: 'redis0123456789abcdef',
  AWS_SECRET_ACCESS_KEY: 's30123456789abcdef',
};
/** The file as `docker compose` sees it with only the required settings in .env (plus `extra`). */
const compose = (extra: Record<string, string> = {}) =>
  deepInterpolate(parse(source, { merge: true }), { ...REQUIRED, ...extra }) as Compose;

/** The API's health route, from the controller's own metadata under the global prefix (`app.setGlobalPrefix('api')`). */
const apiRoute = (method: 'ready' | 'live') =>
  `/api/${Reflect.getMetadata('path', HealthController) as string}/${Reflect.getMetadata('path', HealthController.prototype[method]) as string}`;

/** The URL a `node -e "fetch(...)"` health check asks. */
const healthUrl = (service: Service) => {
  const match = /fetch\('([^']+)'\)/.exec((service.healthcheck?.test ?? []).join(' '));
  if (!match) throw new Error('health check without a fetch URL');
  return new URL(match[1]);
};

const seconds = (duration: string | undefined) => {
  const match = /^(\d+)s$/.exec(duration ?? '');
  if (!match) throw new Error(`expected a duration in seconds, got ${duration}`);
  return Number(match[1]);
};

describe('docker-compose.yml', () => {
  const { services, volumes } = compose();

  it('runs the whole stack by default: stores, one-shots, apps, edge and the mail catcher, no profile needed', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api',
      'create-bucket',
      'edge',
      'mailpit',
      'migrate',
      'postgres',
      'redis',
      's3',
      'worker',
    ]);
    for (const [name, service] of Object.entries(services))
      expect({ name, profiles: service.profiles }).toEqual({ name, profiles: undefined });
  });

  it('pins every image it pulls to a version tag, and tags what it builds', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, image: typeof service.image }).toEqual({ name, image: 'string' });
      const [, tag] = splitImage(service.image!);
      // Built here from this checkout (IMAGE_TAG names a release); pulled images carry their version.
      expect({ name, tag }).toEqual({ name, tag: service.build ? expect.stringMatching(/^[\w.-]+$/) : expect.stringMatching(/\d/) });
      expect(tag).not.toBe('latest');
    }
    expect(compose({ IMAGE_TAG: '1.4.0' }).services.api.image).toBe('distributor-sites:1.4.0');
  });

  it('starts api and worker after healthy stores and successful one-shots, and every condition can be met', () => {
    for (const name of ['api', 'worker']) {
      expect(services[name].depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        s3: { condition: 'service_healthy' },
        mailpit: { condition: 'service_healthy', required: false },
        migrate: { condition: 'service_completed_successfully' },
        'create-bucket': { condition: 'service_completed_successfully' },
      });
    }
    expect(services.migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(services['create-bucket'].depends_on).toEqual({ s3: { condition: 'service_healthy' } });
    expect(services.edge.depends_on).toEqual({ api: { condition: 'service_healthy' } });
    for (const service of Object.values(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[dependency]).toBeDefined();
        if (condition === 'service_healthy') expect(services[dependency].healthcheck?.test.length).toBeGreaterThan(0);
        // A one-shot that restarted would never count as completed.
        if (condition === 'service_completed_successfully') expect(services[dependency].restart).toBe('no');
      }
    }
  });

  it('checks the API on its readiness route and the worker on its own operations port', async () => {
    const api = healthUrl(services.api);
    expect(api.pathname).toBe(apiRoute('ready'));
    expect(api.port).toBe(services.api.environment!.PORT);
    const worker = healthUrl(services.worker);
    expect(worker.port).toBe(services.worker.environment!.WORKER_METRICS_PORT);
    // The worker's operations port is @ds/observability's listener: ask it what the health check asks.
    const listener = await startMetricsListener({ port: 0, host: '127.0.0.1', registry: new Registry() });
    try {
      expect((await fetch(`http://127.0.0.1:${listener.port}${worker.pathname}`)).status).toBe(200);
    } finally {
      await listener.close();
    }
  });

  it('gives api and worker only settings packages/config knows and accepts', () => {
    const known = new Set<string>(CONFIG_KEYS);
    for (const name of ['api', 'worker', 'migrate']) {
      const env = services[name].environment!;
      const allowed = (key: string) => known.has(key) || SDK_VARIABLES.has(key) || (name === 'migrate' && SEED_VARIABLES.has(key));
      expect({ name, unknown: Object.keys(env).filter((key) => !allowed(key)) }).toEqual({ name, unknown: [] });
      expect(() => loadConfig(env)).not.toThrow();
    }
    const env = services.api.environment!;
    expect(env).toMatchObject({ METRICS_PORT: '9464', WORKER_METRICS_PORT: '9465', SHUTDOWN_DRAIN_MS: expect.stringMatching(/^\d+$/) });
    expect(services.api.expose).toEqual(expect.arrayContaining([env.PORT, env.EDGE_HTTPS_PORT, env.METRICS_PORT]));
    expect(services.worker.expose).toEqual([env.WORKER_METRICS_PORT]);
  });

  it('lets the worker scale: no host port on api or worker', () => {
    expect(services.worker.ports).toBeUndefined();
    expect(services.api.ports).toBeUndefined();
  });

  it('stores uploads in the bundled S3 store (SeaweedFS) bucket that the one-shot creates, with the same credentials', () => {
    const env = services.api.environment!;
    expect(env).toMatchObject({ STORAGE_DRIVER: 's3', S3_FORCE_PATH_STYLE: 'true' });
    const endpoint = new URL(env.S3_ENDPOINT);
    expect(endpoint.hostname).toBe('s3');
    expect(splitImage(services.s3.image!)[0]).toBe('chrislusf/seaweedfs');
    expect(services.s3.command).toEqual(expect.arrayContaining(['server', '-s3', `-s3.port=${endpoint.port}`]));
    // The store's one identity is the apps' key pair.
    const config = services.s3.command!.find((arg) => arg.startsWith('-s3.config='))!.slice('-s3.config='.length);
    const mounted = services.s3.configs!.find((c) => c.target === config)!;
    const identities = JSON.parse(compose().configs[mounted.source].content!) as {
      identities: { credentials: { accessKey: string; secretKey: string }[]; actions: string[] }[];
    };
    expect(identities.identities.flatMap((i) => i.credentials)).toEqual([
      { accessKey: env.AWS_ACCESS_KEY_ID, secretKey: REQUIRED.AWS_SECRET_ACCESS_KEY },
    ]);
    expect(env.AWS_SECRET_ACCESS_KEY).toBe(REQUIRED.AWS_SECRET_ACCESS_KEY);
    // The one-shot asks the same store with the same key pair.
    const oneShot = services['create-bucket'].environment!;
    expect(oneShot).toMatchObject({
      S3_ENDPOINT: env.S3_ENDPOINT,
      S3_BUCKET: env.S3_BUCKET,
      AWS_DEFAULT_REGION: env.S3_REGION,
      AWS_ACCESS_KEY_ID: env.AWS_ACCESS_KEY_ID,
      AWS_SECRET_ACCESS_KEY: env.AWS_SECRET_ACCESS_KEY,
    });
    expect(services['create-bucket'].entrypoint!.join(' ')).toContain('s3api create-bucket --bucket "$S3_BUCKET"');
    expect(services.s3.healthcheck!.test.join(' ')).toContain(`:${endpoint.port}/healthz`);
    expect(services.worker.environment).toEqual(env);
    // Another S3-compatible store, named in .env, replaces it.
    const elsewhere = compose({
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_FORCE_PATH_STYLE: 'false',
      AWS_ACCESS_KEY_ID: 'AKIA-own',
    }).services.api.environment!;
    expect(elsewhere).toMatchObject({
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_FORCE_PATH_STYLE: 'false',
      AWS_ACCESS_KEY_ID: 'AKIA-own',
    });
  });

  it('sends mail to the bundled catcher unless SMTP_URL names a relay', () => {
    const smtp = new URL(services.api.environment!.SMTP_URL);
    expect(smtp.hostname).toBe('mailpit');
    expect(smtp.port).toBe('1025');
    expect(services.mailpit.healthcheck?.test).toBeDefined();
    expect(compose({ SMTP_URL: 'smtp://user:pass@relay.example.com:587' }).services.worker.environment!.SMTP_URL).toBe(
      'smtp://user:pass@relay.example.com:587',
    );
  });

  it('seeds no demo accounts unless SEED_DEMO=true is asked for', () => {
    expect(services.migrate.environment!.SEED_DEMO).toBe('false');
    expect(compose({ SEED_DEMO: 'true' }).services.migrate.environment!.SEED_DEMO).toBe('true');
    expect(services.migrate.command!.join(' ')).toContain('node scripts/seed.mjs');
  });

  it('refuses to start without any of the secrets and passwords, and gives none of them a default', () => {
    for (const name of Object.keys(REQUIRED)) {
      const { [name as keyof typeof REQUIRED]: _missing, ...rest } = REQUIRED;
      expect(() => deepInterpolate(parse(source, { merge: true }), rest)).toThrow(new RegExp(`required: ${name}`));
    }
    // The stores take the same passwords as the apps' URLs.
    expect(services.postgres.environment!.POSTGRES_PASSWORD).toBe(REQUIRED.POSTGRES_PASSWORD);
    expect(new URL(services.api.environment!.DATABASE_URL).password).toBe(REQUIRED.POSTGRES_PASSWORD);
    expect(services.redis.command).toEqual(expect.arrayContaining(['--requirepass', REQUIRED.REDIS_PASSWORD]));
    expect(services.redis.environment!.REDISCLI_AUTH).toBe(REQUIRED.REDIS_PASSWORD);
    expect(new URL(services.api.environment!.REDIS_URL).password).toBe(REQUIRED.REDIS_PASSWORD);
    // No `${…:-default}` of a password or secret anywhere in the file.
    expect(source.match(/\$\{[A-Z_]*(PASSWORD|SECRET|ENCRYPTION_KEY)[A-Z_]*:?-/g) ?? []).toEqual([]);
  });

  it("rotates every container's log", () => {
    for (const [name, service] of Object.entries(services))
      expect({ name, logging: service.logging }).toEqual({
        name,
        logging: {
          driver: 'json-file',
          options: { 'max-size': expect.stringMatching(/^\d+m$/), 'max-file': expect.stringMatching(/^\d+$/) },
        },
      });
  });

  it('gives stopping containers the time their processes take', () => {
    const drainMs = Number(services.api.environment!.SHUTDOWN_DRAIN_MS);
    expect(seconds(services.api.stop_grace_period) * 1000).toBeGreaterThan(drainMs + API_HARD_EXIT_MS);
    expect(seconds(services.worker.stop_grace_period) * 1000).toBeGreaterThan(DEFAULT_WORKER_OPTIONS.shutdownGraceMs + 10_000);
  });

  it('declares every named volume it mounts, and keeps the stores on them', () => {
    const named = Object.values(services)
      .flatMap((s) => s.volumes ?? [])
      .map((v) => v.split(':')[0])
      .filter((v) => !v.startsWith('.') && !v.startsWith('/'));
    for (const volume of named) expect(Object.keys(volumes)).toContain(volume);
    expect(services.postgres.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(services.redis.volumes).toContain('redisdata:/data');
    expect(services.s3.volumes).toContain('s3data:/data');
  });

  it('follows the Compose specification schema and the correctness rules of dclint', () => {
    const linter = new DCLinter({
      rules: {
        // Layout preferences, not correctness: the file is ordered by start-up, its keys by importance.
        'service-keys-order': 0,
        'services-alphabetical-order': 0,
        'service-dependencies-alphabetical-order': 0,
        'service-ports-alphabetical-order': 0,
        'top-level-properties-order': 0,
        'require-quotes-in-ports': 0,
        // Compose builds our images and tags them with `image` (IMAGE_TAG), on purpose.
        'no-build-and-image': 0,
        // The edge is the public entry point: it listens on every interface by design.
        'no-unbound-port-interfaces': 0,
      },
      quiet: true,
      debug: false,
      exclude: [],
    });
    const [result] = linter.lintFiles([path.join(root, 'docker-compose.yml')], false);
    expect(result.messages.map((m: { rule: string; message: string }) => `${m.rule}: ${m.message}`)).toEqual([]);
  });

  it('is valid for docker compose itself (where the Compose CLI is installed)', () => {
    const version = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
    if (version.error || version.status !== 0) return;
    const check = spawnSync('docker', ['compose', '-f', path.join(root, 'docker-compose.yml'), 'config', '-q'], {
      encoding: 'utf8',
      env: { ...process.env, ...REQUIRED },
    });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
