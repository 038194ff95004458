import type { PrismaClient } from '@ds/db';
import { QUEUES, type JobQueue } from '@ds/jobs';
import { until } from './waits.js';

/**
 * Until no send lane or start is waiting or running (ticks keep coming): whatever they were going to send
 * has been sent — a lane's job ends only after the SMTP server recorded its messages.
 */
export const campaignLanesIdle = (jobs: JobQueue, timeoutMs?: number) =>
  until(
    'campaign lanes idle',
    async () =>
      (await jobs.queue(QUEUES.campaigns).getJobs(['waiting', 'active', 'delayed', 'prioritized'])).every(
        (job) => !job || job.name === 'campaigns.tick',
      ),
    timeoutMs,
  );

/** How many of a campaign's recipients are in each status (`{ sent: 45 }`, `{ sent: 5, bounced: 1 }`). */
export const recipientCounts = async (prisma: PrismaClient, campaignId: string) =>
  Object.fromEntries(
    (await prisma.campaignRecipient.groupBy({ by: ['status'], where: { campaign_id: campaignId }, _count: true })).map((g) => [
      g.status,
      g._count,
    ]),
  );
