import { startOutageMailbox, type OutageMailbox } from './outage-mailbox.js';
import { startPrivateRedis, type PrivateRedis } from './private-redis.js';
import { startStack, type Stack } from './stack.js';

/** The built api + two worker processes on a private redis-server and an SMTP server that the suite can take down. */
export interface OutageStack {
  redis: PrivateRedis;
  smtp: OutageMailbox;
  stack: Stack;
  /** Stops the stack, then the SMTP server and Redis. */
  stop(): Promise<void>;
}

/** Starts an OutageStack; `env` adds to the stack's environment (schedules, limits). */
export async function startOutageStack(env: Record<string, string>): Promise<OutageStack> {
  const [redis, smtp] = await Promise.all([startPrivateRedis(), startOutageMailbox()]);
  const servers = async () => {
    await smtp.close();
    await redis.close();
  };
  let stack: Stack;
  try {
    stack = await startStack(
      { REDIS_URL: redis.url, SMTP_URL: smtp.url, MAIL_FROM: 'Distributor Sites <no-reply@sites.test>', ...env },
      { workers: 2 },
    );
  } catch (error) {
    await servers();
    throw error;
  }
  return {
    redis,
    smtp,
    stack,
    stop: async () => {
      await stack.stop();
      await servers();
    },
  };
}
