/**
 * Records the relay's acceptances in the ledger as they come, in groups (group commit): the first
 * acceptance is written at once, those arriving meanwhile wait for the next statement. So the record
 * follows the hand-off by about one PostgreSQL round trip — the only window in which a crash can cause a
 * second copy — at a fraction of one statement per message.
 */
export class SentMarks {
  private waiting: string[] = [];
  private flushing?: Promise<void>;
  private failure?: Error;

  constructor(private readonly write: (ids: string[]) => Promise<void>) {}

  add(id: string): void {
    this.waiting.push(id);
    this.flushing ??= this.drain().finally(() => (this.flushing = undefined));
  }

  /** Resolves once every acceptance so far is recorded; throws if one could not be (after retries). */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.failure) throw this.failure;
  }

  private async drain(): Promise<void> {
    while (this.waiting.length) {
      const ids = this.waiting.splice(0);
      // Recording an accepted message is what keeps it from going out again: insist a little.
      for (let attempt = 1; ; attempt++) {
        try {
          await this.write(ids);
          break;
        } catch (err) {
          if (attempt >= 4) {
            this.failure = err instanceof Error ? err : new Error(String(err));
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
        }
      }
    }
  }
}
