interface Waiting<V> {
  key: string;
  resolve: (value: V | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * Coalesces concurrent loads into batches: keys asked for in the same turn of the event loop, or while
 * `maxInFlight` batches are already out, go out together in one `loadMany` call (one query, one round
 * trip). Unloaded, a key waits for the next turn only; under load, a round trip serves many keys.
 */
export class BatchLoader<V> {
  private queue: Waiting<V>[] = [];
  private scheduled = false;
  private inFlight = 0;

  constructor(
    private readonly loadMany: (keys: string[]) => Promise<Map<string, V>>,
    private readonly options: { maxBatch: number; maxInFlight: number },
  ) {}

  load(key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || !this.queue.length || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.queue.length && this.inFlight < this.options.maxInFlight) this.send(this.queue.splice(0, this.options.maxBatch));
    });
  }

  private send(batch: Waiting<V>[]): void {
    this.inFlight++;
    this.loadMany([...new Set(batch.map((w) => w.key))])
      .then(
        (found) => batch.forEach((w) => w.resolve(found.get(w.key))),
        (err: unknown) => batch.forEach((w) => w.reject(err)),
      )
      .finally(() => {
        this.inFlight--;
        this.schedule();
      });
  }
}
