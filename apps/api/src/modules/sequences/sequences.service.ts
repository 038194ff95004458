import { createHash } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Database, exitSequences, type Sequence, type SequenceStatus, type SequenceStep } from '@ds/db';
import { ApiError, conflict, notFound, validationFailed } from '../../infra/http/api-error.js';
import { TestEmails } from '../campaigns/test-emails.js';
import { acknowledgementRequired, checkCompliance, type ComplianceWarning } from '../compliance/compliance-checker.js';
import { sendingBlockers } from '../compliance/sending-requirements.js';
import type { ActivateSequenceDto, SequenceDto } from './dto/sequence.dto.js';
import { checkSequence, writeSteps } from './sequence-steps.js';
import { nextSteps, NO_STEP_STATS, sequenceStats, stepStats } from './sequence-stats.js';
import type { SequenceStatsView, SequenceView } from './sequences.views.js';

const LIST_LIMIT = 200;
const sequenceNotFound = () => notFound('Sequence not found', 'SEQUENCE_NOT_FOUND');

type Loaded = Sequence & { steps: SequenceStep[] };

/** The email steps' words, for the compliance check and its acknowledgement fingerprint. */
function emailParts(steps: SequenceStep[]): string[] {
  return steps.filter((s) => s.type === 'email').flatMap((s) => [s.subject ?? '', s.preheader ?? '', s.content ?? '']);
}
function sequenceWarnings(steps: SequenceStep[]): ComplianceWarning[] {
  return checkCompliance(...emailParts(steps));
}
function fingerprint(steps: SequenceStep[]): string {
  return createHash('sha256')
    .update(JSON.stringify(emailParts(steps)))
    .digest('hex');
}

const EMPTY_STATS: SequenceStatsView = { enrolled: 0, active: 0, completed: 0, exited: 0, exited_by: {} };

/** The back office's sequences (docs/product.md "Sequences"); the worker runs them (apps/worker/src/sequences). */
@Injectable()
export class SequencesService {
  constructor(
    private readonly db: Database,
    private readonly tests: TestEmails,
  ) {}

  async list(tenantId: string): Promise<SequenceView[]> {
    const db = this.db.forTenant(tenantId);
    const sequences = await db.sequence.findMany({
      include: { steps: { where: { removed_at: null }, orderBy: { position: 'asc' } } },
      orderBy: { created_at: 'desc' },
      take: LIST_LIMIT,
    });
    return this.views(tenantId, sequences);
  }

  async get(tenantId: string, id: string): Promise<SequenceView> {
    const sequence = await this.load(tenantId, id);
    return (await this.views(tenantId, [sequence]))[0];
  }

  async create(tenantId: string, dto: SequenceDto): Promise<SequenceView> {
    checkSequence(dto);
    const id = await this.db.forTenant(tenantId).$transaction(async (tx) => {
      const created = await tx.sequence.create({ data: { tenant_id: tenantId, ...settingsOf(dto) }, select: { id: true } });
      await writeSteps(tx, tenantId, created.id, dto.steps, 1);
      return created.id;
    });
    return this.get(tenantId, id);
  }

  /**
   * Edits a draft, active or paused sequence (an archived one is 409): the version goes up, the steps are
   * written by the editing rule (./sequence-steps.ts). An active one with new flagged words goes back to
   * paused until the warnings are acknowledged again.
   */
  async update(tenantId: string, id: string, dto: SequenceDto): Promise<SequenceView> {
    checkSequence(dto);
    await this.db.forTenant(tenantId).$transaction(async (tx) => {
      const current = await tx.sequence.findUnique({ where: { id }, include: { steps: { where: { removed_at: null } } } });
      if (!current) throw sequenceNotFound();
      if (current.status === 'archived') throw notNow(current.status, 'edit');
      const version = current.version + 1;
      // Conditional on the version read: two edits at once cannot interleave their steps.
      const { count } = await tx.sequence.updateMany({ where: { id, version: current.version }, data: { ...settingsOf(dto), version } });
      if (!count) throw conflict('The sequence was changed meanwhile; reload it', { version: 'stale' }, 'SEQUENCE_EDIT_CONFLICT');
      await writeSteps(tx, tenantId, id, dto.steps, version);
      if (current.status === 'active') {
        const steps = await tx.sequenceStep.findMany({ where: { sequence_id: id, removed_at: null } });
        const warnings = sequenceWarnings(steps);
        if (warnings.length && current.compliance_ack !== fingerprint(steps))
          await tx.sequence.update({ where: { id }, data: { status: 'paused' }, select: { id: true } });
      }
    });
    return this.get(tenantId, id);
  }

  /** A draft is deleted; a sequence that ran is archived (its people leave, its figures stay). */
  async remove(tenantId: string, id: string): Promise<void> {
    await this.db.forTenant(tenantId).$transaction(async (tx) => {
      const current = await tx.sequence.findUnique({ where: { id }, select: { status: true } });
      if (!current) throw sequenceNotFound();
      const enrolled = await tx.sequenceEnrolment.count({ where: { sequence_id: id } });
      if (current.status === 'draft' && !enrolled) {
        await tx.sequence.delete({ where: { id }, select: { id: true } });
        return;
      }
      await tx.sequence.update({ where: { id }, data: { status: 'archived' }, select: { id: true } });
      const active = await tx.sequenceEnrolment.findMany({ where: { sequence_id: id, status: 'active' }, select: { contact_id: true } });
      const now = new Date();
      for (const e of active) await exitSequences(tx, e.contact_id, 'archived', now, { sequenceId: id });
    });
  }

  /** draft | paused → active; flagged words need `acknowledge_warnings`; 409 without a postal address or a step. */
  async activate(tenantId: string, id: string, dto: ActivateSequenceDto): Promise<SequenceView> {
    const db = this.db.forTenant(tenantId);
    const sequence = await this.load(tenantId, id);
    if (sequence.status !== 'draft' && sequence.status !== 'paused') throw notNow(sequence.status, 'activate');
    if (!sequence.steps.length) throw conflict('Add a step before activating the sequence', { steps: 'empty' }, 'SEQUENCE_EMPTY');
    const tenant = await db.tenant.findUnique({ where: { id: tenantId }, select: { address: true } });
    const [blocker] = sendingBlockers({ address: tenant?.address ?? null });
    if (blocker && sequence.steps.some((s) => s.type === 'email'))
      throw new ApiError(HttpStatus.CONFLICT, blocker.message, {
        code: 'POSTAL_ADDRESS_REQUIRED',
        details: { address: 'missing', fix_path: blocker.fix_path },
      });
    const warnings = sequenceWarnings(sequence.steps);
    if (warnings.length && dto.acknowledge_warnings !== true) {
      const refusal = acknowledgementRequired('activate', warnings);
      throw new ApiError(HttpStatus.BAD_REQUEST, refusal.message, { code: 'COMPLIANCE_ACK_REQUIRED', details: refusal.details });
    }
    // `version` unchanged: the steps are the ones whose warnings were just checked.
    const { count } = await db.sequence.updateMany({
      where: { id, version: sequence.version, status: { in: ['draft', 'paused'] } },
      data: { status: 'active', compliance_ack: warnings.length ? fingerprint(sequence.steps) : null },
    });
    if (!count) throw conflict('The sequence was changed meanwhile; reload it', { version: 'stale' }, 'SEQUENCE_EDIT_CONFLICT');
    return this.get(tenantId, id);
  }

  /** active → paused: nobody new is enrolled and no step is sent until it is activated again (due steps wait). */
  async pause(tenantId: string, id: string): Promise<SequenceView> {
    const { count } = await this.db
      .forTenant(tenantId)
      .sequence.updateMany({ where: { id, status: 'active' }, data: { status: 'paused' } });
    if (!count) {
      const current = await this.db.forTenant(tenantId).sequence.findUnique({ where: { id }, select: { status: true } });
      if (!current) throw sequenceNotFound();
      throw notNow(current.status, 'pause');
    }
    return this.get(tenantId, id);
  }

  /** "Send a test to me" of one saved email step, through the campaign composer's test path and limit. */
  async sendTest(tenantId: string, id: string, index: number): Promise<{ message: string; to: string }> {
    const step = (await this.load(tenantId, id)).steps.at(index);
    if (!step) throw validationFailed({ step: 'No such step: save the sequence first' }, 'No such step');
    if (step.type !== 'email') throw validationFailed({ step: 'Only an email step can be sent as a test' }, 'Not an email step');
    return this.tests.queue(tenantId, { sequenceStepId: step.id });
  }

  private async load(tenantId: string, id: string): Promise<Loaded> {
    const sequence = await this.db.forTenant(tenantId).sequence.findUnique({
      where: { id },
      include: { steps: { where: { removed_at: null }, orderBy: { position: 'asc' } } },
    });
    if (!sequence) throw sequenceNotFound();
    return sequence;
  }

  private async views(tenantId: string, sequences: Loaded[]): Promise<SequenceView[]> {
    const db = this.db.forTenant(tenantId);
    const active = sequences.filter((s) => s.status === 'active').map((s) => s.id);
    const [stats, steps, next] = await Promise.all([
      sequenceStats(
        db,
        sequences.map((s) => s.id),
      ),
      stepStats(
        db,
        sequences.flatMap((s) => s.steps.map((st) => st.id)),
      ),
      nextSteps(db, active),
    ]);
    return sequences.map((s) => ({
      id: s.id,
      name: s.name,
      trigger: { type: s.trigger_type, tag: s.trigger_tag, status: s.trigger_status },
      basis: s.basis,
      exit_statuses: s.exit_statuses,
      time_zone: s.time_zone,
      status: s.status,
      version: s.version,
      steps: s.steps.map((st) => ({
        id: st.id,
        type: st.type,
        wait: { amount: st.wait_amount, unit: st.wait_unit },
        at_hour: st.at_hour,
        subject: st.subject,
        preheader: st.preheader,
        content: st.content,
        tag: st.tag,
        status: st.status,
        stats: steps.get(st.id) ?? { ...NO_STEP_STATS },
      })),
      stats: stats.get(s.id) ?? { ...EMPTY_STATS, exited_by: {} },
      next_step_at: next.get(s.id) ?? null,
      warnings: sequenceWarnings(s.steps),
      created_at: s.created_at,
      updated_at: s.updated_at,
    }));
  }
}

function settingsOf(dto: SequenceDto) {
  return {
    name: dto.name.trim(),
    trigger_type: dto.trigger.type,
    trigger_tag: dto.trigger.type === 'tag_added' ? dto.trigger.tag!.trim().toLowerCase() : null,
    trigger_status: dto.trigger.type === 'status_changed' ? dto.trigger.status! : null,
    basis: dto.basis ?? 'subscribers',
    exit_statuses: [...new Set(dto.exit_statuses ?? [])],
    time_zone: dto.time_zone ?? 'UTC',
  };
}

function notNow(status: SequenceStatus, what: string): ApiError {
  return conflict(
    `A sequence that is ${status} cannot ${what === 'edit' ? 'be edited' : `be ${what}d`}`,
    { status },
    'SEQUENCE_STATUS_CONFLICT',
  );
}
