import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { SweepLoop } from '../jobs/sweep-loop.js';
import { SequenceEngine } from './sequence-engine.js';

/**
 * Runs the engine's tick in every worker every SEQUENCE_TICK_SECONDS. No job and nothing in Redis: the
 * due rows are in PostgreSQL and SKIP LOCKED shares them, so a Redis wipe loses nothing.
 */
@Injectable()
export class SequenceLoop implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly loop: SweepLoop;

  constructor(engine: SequenceEngine, @Inject(APP_CONFIG) config: AppConfig) {
    this.loop = new SweepLoop('sequence tick', config.SEQUENCE_TICK_SECONDS, () => engine.tick(), new Logger(SequenceLoop.name));
  }

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.loop.stop();
  }
}
