import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { parseCookie } from 'cookie';
import express, { type NextFunction, type Request, type Response } from 'express';
import { JobQueue, QUEUES } from '@ds/jobs';
import { QUEUE_DASHBOARD_COOKIE, QUEUE_DASHBOARD_PATH, QueueDashboardSessions } from './queue-dashboard-sessions.js';

const logger = new Logger('QueueDashboard');

/**
 * The dashboard session token from a `Cookie` header, if any. `cookie`'s parser never throws: a value
 * whose %-escapes do not decode comes back as sent, which is no session token, so a malformed header is
 * answered like a missing cookie (401), not with a 500.
 */
function dashboardToken(header: string | undefined): string | undefined {
  return header ? parseCookie(header)[QUEUE_DASHBOARD_COOKIE] || undefined : undefined;
}

/**
 * Mounts bull-board at `/api/admin/queues` for every queue of `@ds/jobs` (same Redis prefix as the
 * app's JobQueue), behind a check of the session cookie set by `POST /api/admin/queues/session`.
 * bull-board is CommonJS and only needed here, so it is loaded on demand; if it cannot be loaded the
 * API still starts and the dashboard answers 503.
 */
export async function mountQueueDashboard(app: NestExpressApplication): Promise<void> {
  const sessions = app.get(QueueDashboardSessions);
  const jobs = app.get(JobQueue);
  const router = express.Router();

  router.use((req: Request, res: Response, next: NextFunction) => {
    // The session endpoint itself is a Nest route (Bearer token); let it through to Nest.
    if (req.path === '/session') return next('router');
    const token = dashboardToken(req.headers.cookie);
    (token ? sessions.verify(token) : Promise.resolve(false)).then(
      (ok) => {
        if (!ok) return void res.status(401).json({ message: 'Queue dashboard session required', code: 'AUTH_REQUIRED' });
        res.setHeader('Cache-Control', 'no-store');
        next();
      },
      (err: unknown) => {
        logger.error({ err }, 'queue dashboard session check failed');
        res.status(503).json({ message: 'Queue dashboard unavailable', code: 'UNAVAILABLE' });
      },
    );
  });

  try {
    const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([
      import('@bull-board/api'),
      import('@bull-board/api/bullMQAdapter'),
      import('@bull-board/express'),
    ]);
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: Object.values(QUEUES).map((name) => new BullMQAdapter(jobs.queue(name), { allowRetries: true })),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Distributor Sites jobs' } },
    });
    router.use(serverAdapter.getRouter() as express.Router);
  } catch (err) {
    logger.error({ err }, 'queue dashboard unavailable: bull-board could not be loaded');
    router.use(
      (_req: Request, res: Response) => void res.status(503).json({ message: 'Queue dashboard unavailable', code: 'UNAVAILABLE' }),
    );
  }

  app.getHttpAdapter().getInstance().use(QUEUE_DASHBOARD_PATH, router);
}
