import { DateTime, Id, Int, Nested, OneOf, OpenObject, Text, TextList } from '../../infra/http/answer-properties.js';
import { ComplianceWarningView } from '../campaigns/campaigns.views.js';
import { CONTACT_STATUSES, type ContactStatusValue } from '../contacts/contacts.views.js';
import { BASES, STEP_TYPES, TRIGGER_TYPES, WAIT_UNITS, type StepTypeValue, type TriggerTypeValue } from './dto/sequence.dto.js';

const SEQUENCE_STATUSES = ['draft', 'active', 'paused', 'archived'] as const;
export type SequenceStatusValue = (typeof SEQUENCE_STATUSES)[number];

export class SequenceTriggerView {
  @OneOf(TRIGGER_TYPES, 'SequenceTriggerType') type!: TriggerTypeValue;
  @Text({ nullable: true }) tag!: string | null;
  @OneOf(CONTACT_STATUSES, 'ContactStatus', { nullable: true }) status!: ContactStatusValue | null;
}

export class SequenceWaitView {
  @Int() amount!: number;
  @OneOf(WAIT_UNITS, 'SequenceWaitUnit') unit!: (typeof WAIT_UNITS)[number];
}

export class SequenceStepStatsView {
  @Int() sent!: number;
  @Int() opened!: number;
  @Int() clicked!: number;
  @Int() buy_clicks!: number;
  @Int() unsubscribed!: number;
}

export class SequenceStatsView {
  @Int() enrolled!: number;
  @Int() active!: number;
  @Int() completed!: number;
  @Int() exited!: number;
  @OpenObject({ description: 'Exits by reason: unsubscribed, bounced, complained, erased, removed, archived, status:<status>' })
  exited_by!: Record<string, number>;
}

export class SequenceView {
  @Id() id!: string;
  @Text() name!: string;
  @Nested(() => SequenceTriggerView) trigger!: SequenceTriggerView;
  @OneOf(BASES, 'SequenceBasis') basis!: (typeof BASES)[number];
  @TextList({ description: 'Contact statuses that end an enrolment' }) exit_statuses!: ContactStatusValue[];
  @Text() time_zone!: string;
  @OneOf(SEQUENCE_STATUSES, 'SequenceStatus') status!: SequenceStatusValue;
  @Int({ description: 'Bumped by every edit' }) version!: number;
  @Nested(() => SequenceStepView, { list: true }) steps!: SequenceStepView[];
  @Nested(() => SequenceStatsView) stats!: SequenceStatsView;
  @DateTime({ nullable: true, description: 'When its next step is due for someone (an active sequence); null when none is' })
  next_step_at!: Date | null;
  @Nested(() => ComplianceWarningView, { list: true, description: 'Of the email steps; empty when nothing is flagged' })
  warnings!: ComplianceWarningView[];
  @DateTime() created_at!: Date;
  @DateTime() updated_at!: Date;
}

/** A template's step: what `POST /sequences` takes. */
export class SequenceTemplateStepView {
  @OneOf(STEP_TYPES, 'SequenceStepType') type!: StepTypeValue;
  @Nested(() => SequenceWaitView) wait!: SequenceWaitView;
  @Int({ nullable: true }) at_hour!: number | null;
  @Text({ nullable: true }) subject!: string | null;
  @Text({ nullable: true }) preheader!: string | null;
  @Text({ nullable: true }) content!: string | null;
  @Text({ nullable: true }) tag!: string | null;
  @OneOf(CONTACT_STATUSES, 'ContactStatus', { nullable: true }) status!: ContactStatusValue | null;
}

/** A saved step: a template's step with its id (kept across edits) and its stats. */
export class SequenceStepView extends SequenceTemplateStepView {
  @Id() id!: string;
  @Nested(() => SequenceStepStatsView) stats!: SequenceStepStatsView;
}

/** A starting point: a sequence to create as a draft (docs/product.md "Sequences"). */
export class SequenceTemplateView {
  @Text() key!: string;
  @Text() name!: string;
  @Text() description!: string;
  @Nested(() => SequenceTriggerView) trigger!: SequenceTriggerView;
  @OneOf(BASES, 'SequenceBasis') basis!: (typeof BASES)[number];
  @TextList() exit_statuses!: ContactStatusValue[];
  @Nested(() => SequenceTemplateStepView, { list: true }) steps!: SequenceTemplateStepView[];
}
