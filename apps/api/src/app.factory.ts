import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { AppConfig } from '@ds/config';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { AllExceptionsFilter, sendError } from './infra/http/all-exceptions.filter.js';
import { createValidationPipe } from './infra/http/validation.pipe.js';
import { securityHeaders } from './infra/http/security-headers.js';
import { compressAnswers } from './infra/http/compression.js';
import { INPUT_LIMITS } from './infra/http/input-limits.js';
import { buildOpenApiDocument } from './infra/http/openapi-document.js';
import { verifyJsonDepth } from './infra/http/json-depth.js';
import { assignRequestId } from './infra/http/request-id.js';
import { refuseDeclaredOversizeBody } from './infra/http/oversize-body.js';
import { rejectUnsafeHeaders, SafeInputPipe } from './infra/http/safe-input.pipe.js';
import { mountWebApp } from './infra/web/spa.js';
import { FILE_STORAGE, type FileStorage } from './infra/storage/file-storage.js';
import { StorefrontPages } from './modules/storefront-render/storefront-pages.service.js';
import { installFastPath } from './infra/hot-cache/fast-path.js';
import { installProxyTrust, ProxyTrust } from './infra/http/visitor.js';
import { HotResponseCache } from './infra/hot-cache/hot-response-cache.js';
import { BeaconEndpoint, installBeaconFastPath } from './modules/analytics/beacon-endpoint.js';
import { mountQueueDashboard } from './modules/admin/queue-dashboard/mount-queue-dashboard.js';
import { DomainEdgeMiddleware, httpsRedirectCandidate } from './modules/custom-domains/edge/domain-edge.middleware.js';
import { HttpsEdge } from './modules/custom-domains/edge/https-edge.js';
import { startMetricsListener } from '@ds/observability';
import { ApiMetrics } from './infra/metrics/api-metrics.js';
import { installHttpMetrics } from './infra/metrics/http-metrics.js';
import { installFastPathLog } from './infra/logging/fast-path-log.js';
import { emitFastPathsDirectly } from './infra/http/fast-path-emit.js';
import { MetricsListenerHolder } from './infra/metrics/metrics.module.js';
import { Readiness } from './infra/health/readiness.js';

export interface CreateAppOptions extends AppModuleOptions {
  /** Built web app to serve; defaults to apps/web/dist. `false` serves the API only. */
  webDistDir?: string | false;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the HTTP application exactly as production runs it; tests call this too. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  // Forwarding headers count only from TRUSTED_PROXIES (none by default): Express (req.protocol, req.secure)
  // and our own visitor (host, client address) decide with the same function.
  const proxyTrust = new ProxyTrust(config.TRUSTED_PROXIES);
  app.set('trust proxy', proxyTrust.trusts);
  app.disable('x-powered-by');

  // First of all, so every answer carries them, errors and redirects included: security headers (CSP,
  // framing, nosniff…) and X-Request-Id.
  app.use(securityHeaders);
  app.use(compressAnswers);
  app.use((req: Request, res: Response, next: NextFunction) => {
    assignRequestId(req, res);
    next();
  });
  // Before everything else: ACME challenges and HTTP→HTTPS redirects of custom domains.
  app.use(app.get(DomainEdgeMiddleware).handle);

  // Our own JSON parser so a malformed body reaches the error shape below, not express's HTML page.
  // Over-deep JSON is refused by a linear scan before JSON.parse (docs/input-limits.md); urlencoded
  // bodies are parsed flat (extended: false), so they cannot nest at all.
  // A declared length over the limit is refused before a byte is read (body-parser would read and discard
  // the whole body first); a chunked body is cut at the limit while it streams.
  app.use(refuseDeclaredOversizeBody(INPUT_LIMITS.bodyBytes));
  app.use(express.json({ limit: INPUT_LIMITS.bodyBytes, verify: verifyJsonDepth }));
  app.use(express.urlencoded({ extended: false, limit: INPUT_LIMITS.bodyBytes }));
  // Reports from the relay's feedback loop — ARF complaints (RFC 5965) and delivery-status notifications
  // (RFC 3464) — are MIME text, read by mailparser: kept as text.
  app.use(
    express.text({
      type: ['multipart/report', 'message/feedback-report', 'message/delivery-status', 'message/rfc822'],
      limit: INPUT_LIMITS.bodyBytes,
    }),
  );
  app.use(rejectUnsafeHeaders);
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!err) return next();
    sendError(req, res, err);
  });

  // Storefront hosts' own paths: sitemap, robots and the /go/ click links (modules/go-links).
  app.setGlobalPrefix('api', { exclude: ['sitemap.xml', 'robots.txt', 'go/buy/:productId', 'go/join'] });
  app.useGlobalPipes(new SafeInputPipe(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  const document = buildOpenApiDocument(app, config);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  await mountQueueDashboard(app);

  const webDist = options.webDistDir === false ? undefined : (options.webDistDir ?? config.WEB_DIST_DIR ?? defaultWebDist);
  // Storefront pages are rendered on the server when the web build has its renderer (docs/performance.md).
  const pages = app.get(StorefrontPages);
  await pages.loadRenderer(webDist);
  mountWebApp(app.getHttpAdapter().getInstance(), config, app.get<FileStorage>(FILE_STORAGE), webDist, (visit, html, earlyHints) =>
    pages.page(visit, html, earlyHints),
  );
  // Plain HTTP on a secured custom domain goes through the app, whose domain edge redirects it to HTTPS.
  const redirectCandidate = httpsRedirectCandidate(config);
  const toApp = (req: IncomingMessage) => redirectCandidate(req) !== undefined;
  const metrics = app.get(ApiMetrics);
  const hotReads = {
    hit: metrics.hotCache.labels('hit'),
    loaded: metrics.hotCache.labels('loaded'),
    passed: metrics.hotCache.labels('passed'),
  };
  installFastPath(app.getHttpServer(), app.get(HotResponseCache), toApp, (result) => hotReads[result].inc());
  installBeaconFastPath(app.getHttpServer(), app.get(BeaconEndpoint), toApp);
  // Per-request counting only where something scrapes it (npm run bench:observability measures the cost).
  if (config.METRICS_PORT !== undefined) installHttpMetrics(app.getHttpServer(), metrics);
  installFastPathLog(app.getHttpServer(), () => PinoLogger.root, config.LOG_FAST_PATH_SAMPLE_RATE);
  installProxyTrust(app.getHttpServer(), proxyTrust); // last: it puts itself first
  emitFastPathsDirectly(app.getHttpServer());
  return app;
}

/**
 * Starts the app's HTTP listener, and its HTTPS edge on EDGE_HTTPS_PORT when set (custom domains, SNI).
 * main.ts calls this; tests that need real listeners can too.
 */
export async function listen(app: NestExpressApplication, config: AppConfig): Promise<void> {
  await app.listen(config.PORT);
  if (config.EDGE_HTTPS_PORT !== undefined) {
    await app.get(HttpsEdge).listen(app.getHttpServer(), config.EDGE_HTTPS_PORT, { proxyProtocol: config.EDGE_PROXY_PROTOCOL });
  }
  app.get(Logger).log(`api listening on port ${config.PORT} (Node.js ${process.version})`);
  if (config.METRICS_PORT !== undefined) {
    const readiness = app.get(Readiness);
    const listener = await startMetricsListener({
      port: config.METRICS_PORT,
      host: config.METRICS_HOST,
      registry: app.get(ApiMetrics).registry,
      ready: () => Promise.resolve(readiness.draining ? { ok: false, reason: 'shutting down' } : { ok: true }),
    });
    app.get(MetricsListenerHolder).hold(listener);
    app.get(Logger).log(`metrics on port ${listener.port} (${config.METRICS_HOST}): GET /metrics, /health/live, /health/ready`);
  }
}
