import 'reflect-metadata';
import { ConfigError, loadConfig } from '@ds/config';
import { createApp, listen } from './app.factory.js';
import { GracefulShutdown } from './infra/health/graceful-shutdown.js';

async function bootstrap(): Promise<void> {
  // First: a SIGTERM while the app waits for Redis or PostgreSQL or binds its ports stops it at once.
  const shutdown = new GracefulShutdown();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  try {
    const app = await createApp(config, { redisPrefix: config.REDIS_PREFIX });
    shutdown.opened(app);
    await listen(app, config);
    shutdown.serving(config.SHUTDOWN_DRAIN_MS);
  } catch (err) {
    // A step cut short by a stop (a listener closed under it) is the stop's business: it decides the exit.
    if (shutdown.stopping) return;
    throw err;
  }
}

void bootstrap();
