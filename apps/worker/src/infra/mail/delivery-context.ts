import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The outbox row an email job is sending, for the mail transport. The transport asks for it around the
 * SMTP hand-off, so every mail handler gets exactly-once bookkeeping without knowing about the outbox.
 */
export interface Delivery {
  /** The row; the transport derives the Message-ID from it, the same on every attempt (`<ds.<outboxId>@…>`). */
  outboxId: string;
  /** Right before the hand-off: records that it started, and to whom. Throws if this run lost the row. */
  handingOff(mail: { to: string; subject: string }): Promise<void>;
  /** Right after the relay accepted the message. */
  sent(serverMessageId: string): Promise<void>;
}

const storage = new AsyncLocalStorage<Delivery>();

/** Runs `work` with `delivery` as the current delivery of everything it calls. */
export function withDelivery<T>(delivery: Delivery, work: () => Promise<T>): Promise<T> {
  return storage.run(delivery, work);
}

/** The row being delivered, when an outbox job is running; undefined otherwise (a plain job, a test). */
export function currentDelivery(): Delivery | undefined {
  return storage.getStore();
}
