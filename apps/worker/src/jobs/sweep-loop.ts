import type { Logger } from '@nestjs/common';

/**
 * A sweep run at start and then every `everySeconds`, in every worker: never two at once, a failure logged
 * once per outage (not every few seconds) and its recovery once, and `stop()` waits for a sweep under way.
 * The outbox and the domain schedules use it to restore triggers lost with Redis.
 */
export class SweepLoop {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  private failing = false;

  constructor(
    private readonly what: string,
    private readonly everySeconds: number,
    private readonly sweep: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.everySeconds * 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.sweep()
      .then(
        () => {
          if (this.failing) this.logger.log(`${this.what} working again`);
          this.failing = false;
        },
        (err: unknown) => {
          if (!this.failing)
            this.logger.warn(
              `${this.what} failed (retrying every ${this.everySeconds} s): ${err instanceof Error ? err.message : String(err)}`,
            );
          this.failing = true;
        },
      )
      .finally(() => (this.running = undefined));
  }
}
