import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '@ds/config';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { AllExceptionsFilter } from './infra/http/all-exceptions.filter.js';
import { createValidationPipe } from './infra/http/validation.pipe.js';
import { toErrorResponse } from './infra/http/error-response.js';
import { mountWebApp } from './infra/web/spa.js';
import { SeoService } from './modules/content/seo.service.js';
import { installFastPath } from './infra/hot-cache/fast-path.js';
import { HotResponseCache } from './infra/hot-cache/hot-response-cache.js';
import { mountQueueDashboard } from './infra/queue-dashboard/mount-queue-dashboard.js';
import { DomainEdgeMiddleware } from './modules/domains/edge/domain-edge.middleware.js';
import { HttpsEdge } from './modules/domains/edge/https-edge.js';

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
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');
  app.enableShutdownHooks();

  // Before everything else: ACME challenges and HTTP→HTTPS redirects of custom domains.
  app.use(app.get(DomainEdgeMiddleware).handle);

  // Our own JSON parser so a malformed body reaches the error shape below, not express's HTML page.
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  app.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (!err) return next();
    const { status, body } = toErrorResponse(err);
    res.status(status).json(body);
  });

  app.setGlobalPrefix('api', { exclude: ['sitemap.xml', 'robots.txt'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${config.PLATFORM_NAME} API`)
      .setDescription('Public storefront, distributor back office and super-admin API. Errors are `{ message, details?, code? }`.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  await mountQueueDashboard(app);

  const seo = app.get(SeoService);
  mountWebApp(
    app.getHttpAdapter().getInstance(),
    config,
    options.webDistDir === false ? undefined : (options.webDistDir ?? config.WEB_DIST_DIR ?? defaultWebDist),
    (host, origin, html) => seo.renderIndex(host, origin, html),
  );
  installFastPath(app.getHttpServer(), app.get(HotResponseCache));
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
}
