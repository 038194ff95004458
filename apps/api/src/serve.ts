import 'reflect-metadata';
import { ConfigError, loadConfig } from '@ds/config';
import { createApp, listen } from './app.factory.js';
import { installGracefulShutdown } from './infra/health/graceful-shutdown.js';

async function bootstrap(): Promise<void> {
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
  const app = await createApp(config, { redisPrefix: config.REDIS_PREFIX });
  installGracefulShutdown(app, { drainMs: config.SHUTDOWN_DRAIN_MS });
  await listen(app, config);
}

void bootstrap();
