import { Module } from '@nestjs/common';
import { OutboxExecutor } from './outbox-executor.js';
import { OutboxSweeper } from './outbox-sweeper.js';

/**
 * The worker's half of the outbox (docs/outbox.md): the executor every job carrying an outbox row runs
 * through (`JobRunner`), and the sweeper that re-queues owed rows lost with Redis. Config and the
 * database (`Database`) come from the global `WorkerModule`.
 */
@Module({
  providers: [OutboxExecutor, OutboxSweeper],
  exports: [OutboxExecutor],
})
export class OutboxModule {}
