import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import { CONFIG_KEYS, ConfigError, loadConfig } from '@ds/config';
import { JOB_QUEUE, JobQueue, QUEUES, type QueueName } from '@ds/jobs';
import { startMetricsListener, type MetricsListener } from '@ds/observability';
import { testRedisUrl, uniquePrefix } from '@ds/testing';
import { HealthController } from '../apps/api/src/infra/health/health.controller.js';
import { DEFAULT_WORKER_OPTIONS } from '../apps/worker/src/worker-options.js';
import { build, kubectlKustomize, readYaml, type K8sObject } from './support/kustomize.js';

/**
 * deploy/kubernetes as a cluster would take it (no cluster runs here): every object of the base and of the
 * example overlay against the Kubernetes and KEDA schemas (kubernetes-models), and the wiring against the
 * code — probe paths the processes serve, setting names packages/config knows, selectors and ports that
 * meet, shutdown timings that fit, and the Redis keys KEDA's triggers read being the ones BullMQ writes.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = path.join(root, 'deploy/kubernetes/base');
const OVERLAY = path.join(root, 'deploy/kubernetes/overlays/example');
/** The Secrets the operator creates (kept out of the kustomization so that an apply never overwrites them). */
const SECRETS = path.join(BASE, 'secrets.example.yaml');
/** What docs/operations.md applies first, before waiting for the migrations Job: `-l` with this selector. */
const MIGRATION_PHASE = new Set(['config', 'migrate']);

/** Past SHUTDOWN_DRAIN_MS, the API gives requests in flight 30 s before exiting (docs/operations.md "Shutting down"). */
const API_HARD_EXIT_MS = 30_000;
/** Variables the processes read that are not platform settings: the AWS SDK's own. */
const SDK_VARIABLES = new Set(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_REGION']);
/** The seed's switches, read by scripts/seed.mjs in the migrations Job only. */
const SEED_VARIABLES = new Set(['SEED_DEMO', 'SEED_ADMIN_EMAIL', 'SEED_ADMIN_PASSWORD', 'SEED_ADMIN_NAME']);

interface Probe {
  httpGet: { path: string; port: string | number };
  periodSeconds?: number;
  failureThreshold?: number;
}
interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string; optional?: boolean } }[];
  env?: { name: string; value?: string }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean; capabilities?: { drop?: string[] } };
}
interface PodSpec {
  containers: Container[];
  terminationGracePeriodSeconds?: number;
  automountServiceAccountToken?: boolean;
  securityContext?: { runAsNonRoot?: boolean };
}
interface PodTemplate {
  metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
  spec: PodSpec;
}

/**
 * The model class of an object's apiVersion and kind, from kubernetes-models, @kubernetes-models/keda or
 * @kubernetes-models/prometheus-operator.
 */
async function modelOf(o: K8sObject): Promise<new (data: unknown) => { validate(): void }> {
  const module = o.apiVersion.startsWith('keda.sh/')
    ? ((await import('@kubernetes-models/keda/keda.sh/v1alpha1')) as Record<string, unknown>)
    : o.apiVersion.startsWith('monitoring.coreos.com/')
      ? ((await import('@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1')) as Record<string, unknown>)
      : o.apiVersion === 'v1'
        ? ((await import('kubernetes-models/v1')) as Record<string, unknown>)
        : ((await import(`kubernetes-models/${o.apiVersion}`)) as Record<string, unknown>);
  const model = module[o.kind];
  if (typeof model !== 'function') throw new Error(`no model for ${o.apiVersion} ${o.kind}`);
  return model as new (data: unknown) => { validate(): void };
}

const key = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;

for (const [label, dir] of [
  ['base', BASE],
  ['overlays/example', OVERLAY],
] as const) {
  describe(`deploy/kubernetes/${label}`, () => {
    const built = build(dir);
    const namespace = built.find((o) => o.metadata.namespace)?.metadata.namespace;
    const secrets = readYaml<K8sObject>(SECRETS).map((o) => ({ ...o, metadata: { ...o.metadata, ...(namespace ? { namespace } : {}) } }));
    const objects = [...built, ...secrets];
    const find = <T = K8sObject>(kind: string, name: string) => {
      const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
      if (!found) throw new Error(`${kind}/${name} missing`);
      return found as unknown as T;
    };
    const config = () => find<{ data: Record<string, string> }>('ConfigMap', 'distributor-sites-config').data;
    const appSecret = () => find<{ stringData: Record<string, string> }>('Secret', 'distributor-sites-secrets').stringData;
    const template = (name: string) => find<{ spec: { template: PodTemplate } }>('Deployment', name).spec.template;
    const podTemplates = () =>
      objects.flatMap((o) => {
        const spec = (o as { spec?: { template?: PodTemplate } }).spec;
        return spec?.template ? [{ owner: key(o), template: spec.template }] : [];
      });

    it('has every object the fleet needs, each valid against the Kubernetes or KEDA schema', async () => {
      expect(objects.map(key).sort()).toEqual(
        expect.arrayContaining([
          'ConfigMap/distributor-sites-config',
          'Secret/distributor-sites-secrets',
          'Secret/distributor-sites-keda-redis',
          'Job/distributor-sites-migrate',
          'Deployment/distributor-sites-api',
          'Service/distributor-sites-api',
          'Service/distributor-sites-edge',
          'Ingress/distributor-sites',
          'PodDisruptionBudget/distributor-sites-api',
          'HorizontalPodAutoscaler/distributor-sites-api',
          'NetworkPolicy/distributor-sites-api',
          'Deployment/distributor-sites-worker',
          'PodDisruptionBudget/distributor-sites-worker',
          'ScaledObject/distributor-sites-worker',
          'TriggerAuthentication/distributor-sites-redis',
          'NetworkPolicy/distributor-sites-worker',
          ...(label === 'base' ? [] : ['PodMonitor/distributor-sites']),
        ]),
      );
      expect(new Set(objects.map(key)).size).toBe(objects.length);
      for (const o of objects) {
        const Model = await modelOf(o);
        expect(() => new Model(o).validate()).not.toThrow();
      }
      // The validators are live: a port given as a string is refused.
      const Deployment = await modelOf(find('Deployment', 'distributor-sites-api'));
      const broken = structuredClone(find<{ spec: { template: PodTemplate } }>('Deployment', 'distributor-sites-api'));
      (broken.spec.template.spec.containers[0].ports![0] as { containerPort: unknown }).containerPort = '3000';
      expect(() => new Deployment(broken).validate()).toThrow(/containerPort must be integer/);
    });

    it('renders as kubectl kustomize does (where kubectl is installed)', () => {
      const real = kubectlKustomize(dir);
      if (!real) return;
      const byKey = (list: K8sObject[]) => Object.fromEntries(list.map((o) => [key(o), o]));
      expect(byKey(built)).toEqual(byKey(real));
      expect(real.filter((o) => o.kind === 'Secret')).toEqual([]);
    });

    it('sets only settings packages/config knows, and they pass its validation once the secrets are real', () => {
      const known = new Set<string>(CONFIG_KEYS);
      const unknown = [...Object.keys(config()), ...Object.keys(appSecret())].filter(
        (name) => !known.has(name) && !SDK_VARIABLES.has(name),
      );
      expect(unknown).toEqual([]);
      for (const { owner, template: t } of podTemplates()) {
        for (const c of t.spec.containers) {
          const allowed = (name: string) =>
            known.has(name) || SDK_VARIABLES.has(name) || (owner === 'Job/distributor-sites-migrate' && SEED_VARIABLES.has(name));
          expect({ owner, unknown: (c.env ?? []).map((e) => e.name).filter((name) => !allowed(name)) }).toEqual({ owner, unknown: [] });
          const refs = (c.envFrom ?? []).map((from) => from.configMapRef?.name ?? from.secretRef?.name);
          expect(refs).toEqual(expect.arrayContaining(['distributor-sites-config', 'distributor-sites-secrets']));
          for (const from of c.envFrom ?? []) {
            const ref = from.configMapRef
              ? find('ConfigMap', from.configMapRef.name)
              : from.secretRef?.optional
                ? null
                : find('Secret', from.secretRef!.name);
            expect(ref === null || ref !== undefined).toBe(true);
          }
        }
      }
      // The placeholders are refused, so nothing runs on them ...
      expect(() => loadConfig({ ...config(), ...appSecret() })).toThrow(ConfigError);
      // ... and the ConfigMap is valid as soon as real secrets stand beside it.
      const real = {
        DATABASE_URL: 'postgresql://app:secret@postgres.internal:5432/distributor_sites',
        REDIS_URL: 'redis://:secret@redis.internal:6379',
        JWT_SECRET: 'x'.repeat(48),
        DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
        SMTP_URL: 'smtp://relay.internal:587',
      };
      const loaded = loadConfig({ ...config(), ...real });
      expect(loaded.STORAGE_DRIVER).toBe('s3');
      expect(loaded.NODE_ENV).toBe('production');
    });

    it('probes the paths the API and the worker serve, on ports that are theirs', async () => {
      const c = config();
      const prefix = 'api'; // app.setGlobalPrefix('api') in apps/api/src/app.factory.ts
      const route = (method: 'ready' | 'live') =>
        `/${prefix}/${Reflect.getMetadata('path', HealthController) as string}/${Reflect.getMetadata('path', HealthController.prototype[method]) as string}`;
      const api = template('distributor-sites-api').spec.containers[0];
      expect(api.readinessProbe!.httpGet.path).toBe(route('ready'));
      expect(api.livenessProbe!.httpGet.path).toBe(route('live'));
      expect(api.startupProbe!.httpGet.path).toBe(route('live'));
      const port = (container: Container, name: string | number) =>
        container.ports!.find((p) => p.name === name || p.containerPort === name)?.containerPort;
      for (const probe of [api.readinessProbe!, api.livenessProbe!, api.startupProbe!])
        expect(port(api, probe.httpGet.port)).toBe(Number(c.PORT));
      expect(port(api, 'https-edge')).toBe(Number(c.EDGE_HTTPS_PORT));
      expect(port(api, 'metrics')).toBe(Number(c.METRICS_PORT));

      const worker = template('distributor-sites-worker').spec.containers[0];
      for (const probe of [worker.readinessProbe!, worker.livenessProbe!, worker.startupProbe!])
        expect(port(worker, probe.httpGet.port)).toBe(Number(c.WORKER_METRICS_PORT));
      expect(worker.startupProbe!.httpGet.path).toBe(worker.livenessProbe!.httpGet.path);
      // The worker's operations port is @ds/observability's listener: start it and ask it what the probes ask.
      const listener: MetricsListener = await startMetricsListener({ port: 0, host: '127.0.0.1', registry: new Registry() });
      try {
        for (const probe of [worker.readinessProbe!, worker.livenessProbe!, worker.startupProbe!]) {
          expect((await fetch(`http://127.0.0.1:${listener.port}${probe.httpGet.path}`)).status).toBe(200);
        }
        for (const name of ['distributor-sites-api', 'distributor-sites-worker']) {
          const { annotations } = template(name).metadata;
          expect((await fetch(`http://127.0.0.1:${listener.port}${annotations!['prometheus.io/path']}`)).status).toBe(200);
          const own = name.endsWith('api') ? c.METRICS_PORT : c.WORKER_METRICS_PORT;
          expect(annotations!['prometheus.io/port']).toBe(own);
          // deploy/monitoring/prometheus.yml keeps pods by component label and the port named "metrics".
          expect(port(template(name).spec.containers[0], 'metrics')).toBe(Number(own));
        }
      } finally {
        await listener.close();
      }
    });

    it('gives a stopping pod the time its process takes to drain', () => {
      const drainMs = Number(config().SHUTDOWN_DRAIN_MS);
      const api = template('distributor-sites-api').spec;
      const readiness = api.containers[0].readinessProbe!;
      // The pod has failed its readiness before it stops accepting, and is not killed before it exits by itself.
      expect(drainMs).toBeGreaterThanOrEqual(readiness.periodSeconds! * readiness.failureThreshold! * 1000);
      expect(api.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(drainMs + API_HARD_EXIT_MS);
      const worker = template('distributor-sites-worker').spec;
      expect(worker.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(DEFAULT_WORKER_OPTIONS.shutdownGraceMs + 10_000);
    });

    it('runs every container unprivileged, read-only and with resources set', () => {
      for (const { owner, template: t } of podTemplates()) {
        expect({ owner, runAsNonRoot: t.spec.securityContext?.runAsNonRoot, token: t.spec.automountServiceAccountToken }).toEqual({
          owner,
          runAsNonRoot: true,
          token: false,
        });
        for (const c of t.spec.containers) {
          expect(c.securityContext).toMatchObject({
            readOnlyRootFilesystem: true,
            allowPrivilegeEscalation: false,
            capabilities: { drop: ['ALL'] },
          });
          expect(Object.keys(c.resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
          expect(Object.keys(c.resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
        }
      }
    });

    it('connects selectors, ports and scale targets to what exists', () => {
      const labelsMatch = (selector: Record<string, string>, labels: Record<string, string>) =>
        Object.entries(selector).every(([k, v]) => labels[k] === v);
      for (const name of ['distributor-sites-api', 'distributor-sites-worker']) {
        const d = find<{ spec: { selector: { matchLabels: Record<string, string> }; replicas?: number; template: PodTemplate } }>(
          'Deployment',
          name,
        );
        expect(labelsMatch(d.spec.selector.matchLabels, d.spec.template.metadata.labels)).toBe(true);
        // The autoscalers own the count: a replicas field would reset it on every apply.
        expect(d.spec.replicas).toBeUndefined();
      }
      const apiPods = template('distributor-sites-api');
      const apiPorts = apiPods.spec.containers[0].ports!;
      for (const name of ['distributor-sites-api', 'distributor-sites-edge']) {
        const svc = find<{ spec: { selector: Record<string, string>; ports: { name: string; port: number; targetPort: string }[] } }>(
          'Service',
          name,
        );
        expect(labelsMatch(svc.spec.selector, apiPods.metadata.labels)).toBe(true);
        for (const p of svc.spec.ports) expect(apiPorts.map((c) => c.name)).toContain(p.targetPort);
      }
      const edge = find<{ spec: { type: string; externalTrafficPolicy: string; ports: { port: number; targetPort: string }[] } }>(
        'Service',
        'distributor-sites-edge',
      ).spec;
      expect(edge.type).toBe('LoadBalancer');
      expect(edge.externalTrafficPolicy).toBe('Local');
      expect(edge.ports.map((p) => [p.port, p.targetPort])).toEqual([
        [80, 'http'],
        [443, 'https-edge'],
      ]);
      const ingress = find<{
        spec: { rules: { host: string; http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] } }[] };
      }>('Ingress', 'distributor-sites');
      for (const rule of ingress.spec.rules) {
        for (const { backend } of rule.http.paths) {
          const svc = find<{ spec: { ports: { name: string }[] } }>('Service', backend.service.name);
          expect(svc.spec.ports.map((p) => p.name)).toContain(backend.service.port.name);
        }
      }
      const domain = config().BASE_DOMAIN;
      expect(ingress.spec.rules.map((r) => r.host).sort()).toEqual([`*.${domain}`, domain].sort());
      // Voluntary evictions take one pod of each at a time.
      for (const name of ['distributor-sites-api', 'distributor-sites-worker']) {
        const pdb = find<{ spec: { maxUnavailable: number; selector: { matchLabels: Record<string, string> } } }>(
          'PodDisruptionBudget',
          name,
        );
        expect(labelsMatch(pdb.spec.selector.matchLabels, template(name).metadata.labels)).toBe(true);
        expect(pdb.spec.maxUnavailable).toBe(1);
      }
      const hpa = find<{
        spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; metrics: { resource: { name: string } }[] };
      }>('HorizontalPodAutoscaler', 'distributor-sites-api');
      expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'distributor-sites-api' });
      expect(hpa.spec.metrics.map((m) => m.resource.name)).toEqual(['cpu']);
      // One pod may be evicted at a time: with fewer than two, a drain would take the API down.
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      const scaled = find<{
        spec: {
          scaleTargetRef: { kind?: string; name: string };
          minReplicaCount: number;
          triggers: { authenticationRef: { name: string } }[];
        };
      }>('ScaledObject', 'distributor-sites-worker');
      expect(scaled.spec.scaleTargetRef.kind ?? 'Deployment').toBe('Deployment');
      expect(find('Deployment', scaled.spec.scaleTargetRef.name)).toBeDefined();
      expect(scaled.spec.minReplicaCount).toBeGreaterThanOrEqual(1);
      for (const trigger of scaled.spec.triggers) {
        const auth = find<{ spec: { secretTargetRef: { parameter: string; name: string; key: string }[] } }>(
          'TriggerAuthentication',
          trigger.authenticationRef.name,
        );
        for (const ref of auth.spec.secretTargetRef)
          expect(Object.keys(find<{ stringData: object }>('Secret', ref.name).stringData)).toContain(ref.key);
      }
      const job = find<{ spec: { ttlSecondsAfterFinished?: number; template: PodTemplate & { spec: { restartPolicy: string } } } }>(
        'Job',
        'distributor-sites-migrate',
      );
      // Deleted some minutes after it finishes, so the next release's apply creates it anew.
      expect(job.spec.ttlSecondsAfterFinished).toBeGreaterThan(0);
      const migrate = job.spec.template;
      expect(migrate.spec.restartPolicy).toBe('Never');
      expect(migrate.spec.containers[0].env).toContainEqual({ name: 'SEED_DEMO', value: 'false' });
    });

    it('can run the migrations Job first: the objects it needs carry the labels the first apply selects', () => {
      const phase = built.filter((o) => MIGRATION_PHASE.has(o.metadata.labels?.['app.kubernetes.io/component'] ?? ''));
      expect(phase.map(key).sort()).toEqual(['ConfigMap/distributor-sites-config', 'Job/distributor-sites-migrate']);
      const job = find<{ spec: { template: PodTemplate } }>('Job', 'distributor-sites-migrate').spec.template;
      for (const from of job.spec.containers.flatMap((c) => c.envFrom ?? [])) {
        if (from.configMapRef) expect(phase.map(key)).toContain(`ConfigMap/${from.configMapRef.name}`);
        // Secrets exist before any apply (secrets.example.yaml); an optional one may be missing.
        else if (!from.secretRef!.optional) expect(secrets.map(key)).toContain(`Secret/${from.secretRef!.name}`);
      }
    });

    it('lets only the monitoring namespace reach the operations ports, and leaves the public ports open', () => {
      interface Rule {
        from?: { namespaceSelector?: { matchLabels: Record<string, string> }; podSelector?: unknown }[];
        ports?: { port: string | number }[];
      }
      for (const name of ['distributor-sites-api', 'distributor-sites-worker']) {
        const policy = find<{ spec: { podSelector: { matchLabels: Record<string, string> }; policyTypes: string[]; ingress: Rule[] } }>(
          'NetworkPolicy',
          name,
        ).spec;
        const pods = template(name);
        expect(Object.entries(policy.podSelector.matchLabels).every(([k, v]) => pods.metadata.labels[k] === v)).toBe(true);
        expect(policy.policyTypes).toEqual(['Ingress']);
        const named = new Set(pods.spec.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name)));
        const sources = (port: string) =>
          policy.ingress.filter((rule) => (rule.ports ?? []).some((p) => p.port === port)).map((rule) => rule.from ?? 'anyone');
        for (const rule of policy.ingress) for (const p of rule.ports ?? []) expect(named).toContain(p.port);
        expect(sources('metrics')).toEqual([[{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }]]);
        // Every other port of the pods is open to all (the Ingress controller, the edge balancer's visitors).
        for (const port of [...named].filter((p) => p !== 'metrics'))
          expect({ port, from: sources(port!) }).toEqual({ port, from: ['anyone'] });
      }
    });

    it('believes forwarding headers from a named balancer only: none in the base, narrow ranges in the overlay', () => {
      const trusted = config()
        .TRUSTED_PROXIES.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (label === 'base') expect(trusted).toEqual([]);
      else {
        expect(trusted.length).toBeGreaterThan(0);
        // A /8 (or any wider than a /16) would take in other pods, or visitors.
        expect(trusted.filter((entry) => Number(entry.split('/')[1] ?? 32) < 16)).toEqual([]);
      }
    });

    if (label !== 'base')
      it('gives the Prometheus Operator a PodMonitor whose job names are the ones the alert rules select', () => {
        const monitor = find<{
          spec: {
            jobLabel: string;
            podTargetLabels?: string[];
            selector: { matchLabels: Record<string, string>; matchExpressions?: { key: string; operator: string; values: string[] }[] };
            podMetricsEndpoints: { port: string; path: string }[];
          };
        }>('PodMonitor', 'distributor-sites').spec;
        const selects = (labels: Record<string, string>) =>
          Object.entries(monitor.selector.matchLabels).every(([k, v]) => labels[k] === v) &&
          (monitor.selector.matchExpressions ?? []).every((e) => e.operator === 'In' && e.values.includes(labels[e.key]));
        const jobs = podTemplates()
          .filter(({ template: t }) => selects(t.metadata.labels))
          .map(({ owner, template: t }) => {
            for (const endpoint of monitor.podMetricsEndpoints) {
              expect(t.spec.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name))).toContain(endpoint.port);
              expect(endpoint.path).toBe(t.metadata.annotations?.['prometheus.io/path']);
            }
            return { owner, job: t.metadata.labels[monitor.jobLabel] };
          });
        expect(jobs).toEqual([
          { owner: 'Deployment/distributor-sites-api', job: 'api' },
          { owner: 'Deployment/distributor-sites-worker', job: 'worker' },
        ]);
        // The jobs the rules name (up{job="…"}) are exactly these; no pod label may become `app`.
        const rules = fs.readFileSync(path.join(root, 'deploy/monitoring/alerts.yml'), 'utf8');
        expect([...new Set([...rules.matchAll(/up\{job="(\w+)"\}/g)].map(([, job]) => job))].sort()).toEqual(['api', 'worker']);
        expect(monitor.podTargetLabels ?? []).toEqual([]);
      });

    it('names images the overlay can set, and the overlay sets them', () => {
      const images = podTemplates().flatMap(({ template: t }) => t.spec.containers.map((c) => c.image));
      if (label === 'base') expect([...new Set(images)].sort()).toEqual(['distributor-sites', 'distributor-sites-migrate']);
      else for (const image of images) expect(image).toMatch(/^registry\.example\.com\/distributor-sites(-migrate)?:\d+\.\d+\.\d+$/);
    });
  });
}

describe('the worker autoscaler reads the keys BullMQ writes', () => {
  const objects = build(OVERLAY);
  const scaled = objects.find((o) => o.kind === 'ScaledObject') as unknown as {
    spec: { triggers: { type: string; name: string; metadata: Record<string, string> }[] };
  };
  const configData = (objects.find((o) => o.kind === 'ConfigMap') as unknown as { data: Record<string, string> }).data;
  const configPrefix = configData.REDIS_PREFIX ?? 'ds';
  /** Every queue a worker takes jobs from: the job contract's (the runner listens on each, JobRunner.queues). */
  const consumed = [...new Set(Object.values(JOB_QUEUE))].sort();
  /** One job of each queue, as the API or a worker would enqueue it. */
  const oneJob: Record<QueueName, Parameters<JobQueue['add']>[0]> = {
    mail: { name: 'mail.notification', data: { notificationId: 'n-1', tenantId: 't-1' } },
    campaigns: { name: 'campaigns.send', data: { campaignId: 'c-1', tenantId: 't-1', lane: 0 } },
    domains: { name: 'dns.verify', data: { tenantId: 't-1' } },
    notifications: { name: 'notifications.fanout', data: { notificationId: 'n-1' } },
  };
  const prefix = uniquePrefix('keda');
  const connection = { url: testRedisUrl(), maxRetriesPerRequest: null };
  let queue: JobQueue;
  let redis: Redis;
  const workers: Worker[] = [];

  beforeAll(() => {
    queue = new JobQueue(connection, prefix);
    redis = new Redis(testRedisUrl());
  });

  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close(true)));
    for (const name of consumed) await queue.queue(name).obliterate({ force: true });
    await queue.close();
    redis.disconnect();
  });

  /** The trigger's list, moved from the configured REDIS_PREFIX to this suite's own. */
  const listOf = (queueName: string, state: 'wait' | 'active') => {
    const trigger = scaled.spec.triggers.find((t) => t.metadata.listName === `${configPrefix}:${queueName}:${state}`);
    if (!trigger) throw new Error(`no trigger reads ${configPrefix}:${queueName}:${state}`);
    expect(trigger.type).toBe('redis');
    return `${prefix}${trigger.metadata.listName.slice(configPrefix.length)}`;
  };

  it('has a waiting and a running trigger for every queue the workers take, and no other', () => {
    expect(consumed).toEqual(Object.values(QUEUES).sort());
    const names = scaled.spec.triggers.map((t) => t.metadata.listName).sort();
    expect(names).toEqual(consumed.flatMap((name) => [`${configPrefix}:${name}:active`, `${configPrefix}:${name}:wait`]));
    for (const t of scaled.spec.triggers) expect(Number(t.metadata.listLength)).toBeGreaterThan(0);
    // A running trigger counts a worker's worth of running jobs per worker.
    for (const t of scaled.spec.triggers.filter((t) => t.metadata.listName.endsWith(':active')))
      expect(t.metadata.listLength).toBe(configData.WORKER_CONCURRENCY);
  });

  it('counts a job enqueued through JobQueue in the `wait` list, and in `active` once a worker takes it', async () => {
    for (const name of consumed) await queue.add(oneJob[name]);
    for (const name of consumed) {
      const wait = listOf(name, 'wait');
      // KEDA's redis scaler measures a list (LLEN).
      expect(await redis.type(wait)).toBe('list');
      expect(await redis.llen(wait)).toBe(1);
    }
    // A job due later is not in `wait` (and so does not scale workers up).
    await queue.add({ name: 'mail.notification', data: { notificationId: 'n-2', tenantId: 't-1' }, delayMs: 60_000 });
    expect(await redis.llen(listOf(QUEUES.mail, 'wait'))).toBe(1);

    for (const name of consumed) {
      const worker = new Worker(name, null, { connection, prefix, autorun: false });
      workers.push(worker);
      const job = await worker.getNextJob('keda-test-token');
      expect(job).toBeDefined();
      expect(await redis.llen(listOf(name, 'wait'))).toBe(0);
      expect(await redis.type(listOf(name, 'active'))).toBe('list');
      expect(await redis.llen(listOf(name, 'active'))).toBe(1);
    }
  });
});
