import type { TenantTransaction } from '@ds/db';
import type { SequenceStatsView, SequenceStepStatsView } from './sequences.views.js';

export const NO_STEP_STATS: SequenceStepStatsView = { sent: 0, opened: 0, clicked: 0, buy_clicks: 0, unsubscribed: 0 };

/** Per sequence: enrolled, active, completed, exited (and why), counted from the enrolments. */
export async function sequenceStats(db: TenantTransaction, sequenceIds: string[]): Promise<Map<string, SequenceStatsView>> {
  const rows = await db.sequenceEnrolment.groupBy({
    by: ['sequence_id', 'status', 'exit_reason'],
    where: { sequence_id: { in: sequenceIds } },
    _count: { _all: true },
  });
  const out = new Map<string, SequenceStatsView>(
    sequenceIds.map((id) => [id, { enrolled: 0, active: 0, completed: 0, exited: 0, exited_by: {} }]),
  );
  for (const row of rows) {
    const stats = out.get(row.sequence_id)!;
    const n = row._count._all;
    stats.enrolled += n;
    stats[row.status] += n;
    if (row.status === 'exited') stats.exited_by[row.exit_reason ?? 'unknown'] = (stats.exited_by[row.exit_reason ?? 'unknown'] ?? 0) + n;
  }
  return out;
}

/** Per active sequence: when its next step is due for someone (the earliest pending row). */
export async function nextSteps(db: TenantTransaction, sequenceIds: string[]): Promise<Map<string, Date>> {
  const rows = await Promise.all(
    sequenceIds.map((id) =>
      db.sequenceDelivery.findFirst({
        where: { status: 'pending', enrolment: { sequence_id: id, status: 'active' } },
        orderBy: { due_at: 'asc' },
        select: { due_at: true },
      }),
    ),
  );
  const out = new Map<string, Date>();
  rows.forEach((row, i) => row && out.set(sequenceIds[i], row.due_at));
  return out;
}

/** Per step: emails handed to the relay, and the opens, clicks, Buy clicks and unsubscribes they led to. */
export async function stepStats(db: TenantTransaction, stepIds: string[]): Promise<Map<string, SequenceStepStatsView>> {
  const count = (where: object) =>
    db.sequenceDelivery.groupBy({ by: ['step_id'], where: { step_id: { in: stepIds }, ...where }, _count: { _all: true } });
  const [sent, opened, clicked, buy, unsubscribed] = await Promise.all([
    count({ status: 'done', message_id: { not: null }, step: { type: 'email' } }),
    count({ opened_at: { not: null } }),
    count({ clicked_at: { not: null } }),
    count({ buy_clicked_at: { not: null } }),
    count({ unsubscribed_at: { not: null } }),
  ]);
  const out = new Map<string, SequenceStepStatsView>(stepIds.map((id) => [id, { ...NO_STEP_STATS }]));
  const add = (rows: { step_id: string; _count: { _all: number } }[], key: keyof SequenceStepStatsView) => {
    for (const r of rows) out.get(r.step_id)![key] = r._count._all;
  };
  add(sent, 'sent');
  add(opened, 'opened');
  add(clicked, 'clicked');
  add(buy, 'buy_clicks');
  add(unsubscribed, 'unsubscribed');
  return out;
}
