import { startMailbox } from './mailbox.js';
import { startOtlpReceiver } from './otlp-receiver.js';
import { startStack, type Stack } from './stack.js';

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
export type Collector = Awaited<ReturnType<typeof startOtlpReceiver>>;

export interface TracedStack {
  stack: Stack;
  mailbox: Mailbox;
  collector: Collector;
}

/**
 * A stack that traces every request into the test's own collector (docs/operations.md "Traces"), its
 * spans sent within 200 ms, and mails into the test's mailbox; what started is closed again if a later part fails.
 */
export async function startTracedStack(): Promise<TracedStack> {
  const mailbox = await startMailbox();
  let collector: Collector | undefined;
  try {
    collector = await startOtlpReceiver();
    const stack = await startStack({
      SMTP_URL: mailbox.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      OTEL_TRACES_SAMPLER: 'always_on',
    });
    return { stack, mailbox, collector };
  } catch (err) {
    await stopTracedStack({ mailbox, collector });
    throw err;
  }
}

/** Stops what of a traced stack was started. */
export async function stopTracedStack({ stack, mailbox, collector }: Partial<TracedStack>): Promise<void> {
  await stack?.stop();
  await mailbox?.close();
  await collector?.close();
}
