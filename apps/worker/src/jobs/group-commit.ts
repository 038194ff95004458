/**
 * Records the relay's acceptances in the ledger in groups (group commit), for campaign recipients and sequence
 * steps alike (docs/architecture.md "Sequences engine"): an acceptance waits at most `flushMs` (at once when
 * 0) or until `cap` are waiting, and is then written with the others in one statement. While a statement
 * runs, the next acceptances wait for the one after it, so the record follows the hand-off by about one
 * round trip at a fraction of one statement per message. `room()` holds the sending lanes back while `cap`
 * acceptances are unrecorded, so a kill -9 can catch at most `cap` accepted emails plus those in flight —
 * the ones that go out again, under the same Message-ID, once the claim's lease lapses.
 */
export class GroupCommit<T> {
  private waiting: T[] = [];
  /** Acceptances taken but not yet recorded: waiting, or in the statement being written. */
  private unrecorded = 0;
  private flushing?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private failure?: Error;
  private abandoned = false;
  private roomWaiters: (() => void)[] = [];

  constructor(
    /** Writes a group in one statement; throws to be retried (four attempts), then the batch fails. */
    private readonly write: (group: T[]) => Promise<void>,
    private readonly cap: number,
    private readonly flushMs: number,
  ) {}

  /** An acceptance to record: at once when `cap` are waiting (or `flushMs` is 0), else within `flushMs`. */
  add(item: T): void {
    if (this.abandoned) return;
    this.waiting.push(item);
    this.unrecorded++;
    if (this.waiting.length >= this.cap || this.flushMs === 0) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.flushMs);
  }

  /** Resolves when fewer than `cap` acceptances are unrecorded (a lane may hand over another email). */
  async room(): Promise<void> {
    while (this.unrecorded >= this.cap && !this.abandoned && !this.failure)
      await new Promise<void>((resolve) => this.roomWaiters.push(resolve));
    if (this.failure) throw this.failure;
  }

  /** Writes what is waiting now and resolves once every acceptance so far is recorded; throws if one could not be. */
  async settled(): Promise<void> {
    this.flush();
    while (this.flushing) await this.flushing;
    if (this.failure) throw this.failure;
  }

  /** A worker killed (tests: a throw after a hand-off): nothing more is recorded, as a kill -9 would leave it. */
  abandon(): void {
    this.abandoned = true;
    this.waiting = [];
    clearTimeout(this.timer);
    this.timer = undefined;
    this.wake();
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing ??= this.drain().finally(() => (this.flushing = undefined));
  }

  private async drain(): Promise<void> {
    while (this.waiting.length && !this.abandoned) {
      const group = this.waiting.splice(0);
      // Recording an accepted email is what keeps it from going out again: insist a little.
      for (let attempt = 1; ; attempt++) {
        try {
          await this.write(group);
          break;
        } catch (err) {
          if (attempt >= 4) {
            this.failure = err instanceof Error ? err : new Error(String(err));
            this.wake();
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
        }
      }
      this.unrecorded -= group.length;
      this.wake();
    }
  }

  private wake(): void {
    for (const resolve of this.roomWaiters.splice(0)) resolve();
  }
}
