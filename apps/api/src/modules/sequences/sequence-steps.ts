import { campaignContentIsEmpty, sanitizeCampaignContent } from '@ds/campaign-mail';
import { knownTimeZone, type TenantTransaction } from '@ds/db';
import { validationFailed } from '../../infra/http/api-error.js';
import type { SequenceDto, SequenceStepDto } from './dto/sequence.dto.js';

/** The fields a step's type needs (the DTO checks each field's own shape); throws 400 with `steps.N.field`. */
export function checkSequence(dto: SequenceDto): void {
  const errors: Record<string, string> = {};
  if (dto.trigger.type === 'tag_added' && !dto.trigger.tag?.trim()) errors['trigger.tag'] = 'A tag_added trigger needs its tag';
  if (dto.trigger.type === 'status_changed' && !dto.trigger.status) errors['trigger.status'] = 'A status_changed trigger needs its status';
  if (dto.basis === 'enquiry' && dto.trigger.type !== 'lead_captured')
    errors.basis = "basis 'enquiry' is only for lead_captured sequences (a lead's own follow-ups)";
  if (dto.time_zone !== undefined && knownTimeZone(dto.time_zone) !== dto.time_zone)
    errors.time_zone = 'time_zone must be an IANA time zone';
  const ids = new Set<string>();
  dto.steps.forEach((step, i) => {
    const at = (field: string) => `steps.${i}.${field}`;
    if (step.id) {
      if (ids.has(step.id.toLowerCase())) errors[at('id')] = 'A step id may appear once';
      ids.add(step.id.toLowerCase());
    }
    if (step.type === 'email') {
      if (!step.subject?.trim()) errors[at('subject')] = 'Subject is required';
      if (!step.content || campaignContentIsEmpty(step.content)) errors[at('content')] = 'Content is required';
    } else if (step.at_hour !== undefined) errors[at('at_hour')] = 'at_hour is for email steps';
    if (step.type === 'add_tag' && !step.tag?.trim()) errors[at('tag')] = 'An add_tag step needs its tag';
    if (step.type === 'set_status' && !step.status) errors[at('status')] = 'A set_status step needs its status';
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** The stored columns of a step (content sanitised like a campaign's). */
function columnsOf(step: SequenceStepDto, position: number) {
  const email = step.type === 'email';
  return {
    position,
    type: step.type,
    wait_amount: step.wait.amount,
    wait_unit: step.wait.unit,
    at_hour: email ? (step.at_hour ?? null) : null,
    subject: email ? (step.subject?.trim() ?? null) : null,
    preheader: email ? step.preheader?.trim() || null : null,
    content: email ? sanitizeCampaignContent(step.content ?? '') : null,
    tag: step.type === 'add_tag' ? step.tag!.trim().toLowerCase() : null,
    status: step.type === 'set_status' ? step.status! : null,
  };
}

/**
 * Writes the steps as sent (docs/product.md "Sequences", editing rule): a step sent with its id is the
 * same step (its ledger rows stay its own, so nobody past it gets it again); one without an id is new;
 * an existing step left out is marked removed (skipped from then on, its stats kept). A changed step
 * takes the sequence's new version.
 */
export async function writeSteps(
  tx: TenantTransaction,
  tenantId: string,
  sequenceId: string,
  steps: SequenceStepDto[],
  version: number,
): Promise<void> {
  const existing = await tx.sequenceStep.findMany({ where: { sequence_id: sequenceId, removed_at: null } });
  const byId = new Map(existing.map((s) => [s.id.toLowerCase(), s]));
  const kept = new Set<string>();
  for (const [position, step] of steps.entries()) {
    const columns = columnsOf(step, position);
    const current = step.id ? byId.get(step.id.toLowerCase()) : undefined;
    if (!current) {
      if (step.id) throw validationFailed({ [`steps.${position}.id`]: 'No such step in this sequence' });
      await tx.sequenceStep.create({ data: { tenant_id: tenantId, sequence_id: sequenceId, version, ...columns }, select: { id: true } });
      continue;
    }
    kept.add(current.id);
    const changed = (Object.keys(columns) as (keyof typeof columns)[]).some((k) => columns[k] !== current[k]);
    if (changed) await tx.sequenceStep.update({ where: { id: current.id }, data: { ...columns, version }, select: { id: true } });
  }
  const removed = existing.filter((s) => !kept.has(s.id)).map((s) => s.id);
  if (removed.length) await tx.sequenceStep.updateMany({ where: { id: { in: removed } }, data: { removed_at: new Date() } });
}
