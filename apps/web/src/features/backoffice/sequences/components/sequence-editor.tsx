import { ActionIcon, Badge, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { STATUS_OPTIONS } from '@/features/backoffice/contacts/components/contact-status-badge';
import type { ContactStatus } from '@/features/backoffice/contacts/api/contacts';
import type { CampaignDraft, ComplianceWarning } from '@/features/backoffice/campaigns/api/campaigns';
import { ComplianceWarnings } from '@/features/backoffice/campaigns/components/compliance-warnings';
import { EmailComposer } from '@/features/backoffice/campaigns/components/email-composer';
import {
  STEP_LABELS,
  toBody,
  TRIGGER_LABELS,
  useSequenceActions,
  useSequences,
  type Sequence,
  type SequenceBody,
  type SequenceStepBody,
  type TriggerType,
} from '@/features/backoffice/sequences/api/sequences';
import { SequenceStatusBadge, SequenceStatsLine, StepStatsLine } from '@/features/backoffice/sequences/components/sequence-status';
import { useUnsavedChanges } from '@/features/backoffice/components/unsaved-changes';
import { Panel } from '@/components/ui/screen';
import { isApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
/** "Then at HH:00": daytime only, as the API allows (never at night). */
const HOURS = Array.from({ length: 13 }, (_, i) => String(i + 8));
const NEW_EMAIL: SequenceStepBody = { type: 'email', wait: { amount: 1, unit: 'days' }, subject: '', content: '' };

/** The IANA zones the browser knows, with the sequence's own first if it is not among them. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = known.includes('UTC') ? known : ['UTC', ...known];
  return all.includes(current) ? all : [current, ...all];
}

/** `{ field: message }` from a 400's details (`steps.0.subject`, `name`, …), for the editor's fields. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400 || !error.details || typeof error.details !== 'object') return {};
  return Object.fromEntries(Object.entries(error.details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The sequence's warnings about this step's words (the API checks all the email steps together). */
function warningsOf(step: SequenceStepBody, warnings: ComplianceWarning[]): ComplianceWarning[] {
  const text = [step.subject, step.preheader, step.content?.replace(/<[^>]*>/g, ' ')].join(' ').toLowerCase();
  return warnings.filter((w) => w.phrase && text.includes(w.phrase.toLowerCase()));
}

const draftOf = (step: SequenceStepBody): CampaignDraft => ({
  subject: step.subject ?? '',
  preheader: step.preheader ?? '',
  content: step.content ?? '',
});

interface Props {
  /** The saved sequence; null for a new one (created by the first save). */
  sequence: Sequence | null;
  initial: SequenceBody;
  /** Activation, with its compliance warnings handled by the screen; answers the sequence or null. */
  onActivate: (id: string) => Promise<Sequence | null>;
  onPause: (id: string) => Promise<Sequence | null>;
  onClose: () => void;
}

/**
 * The sequence editor (docs/product.md "Sequences"): name, trigger, who gets emails, the time zone, and the
 * ordered steps — waits, emails written in the campaign composer (preview, test send, compliance warnings),
 * tags and statuses — with each step's figures, the status and activate / pause.
 */
export function SequenceEditor({ sequence, initial, onActivate, onPause, onClose }: Props) {
  const actions = useSequenceActions();
  const [current, setCurrent] = useState<Sequence | null>(sequence);
  const [saved, setSaved] = useState<SequenceBody>(initial);
  const [draft, setDraft] = useState<SequenceBody>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<number | null>(() => {
    const first = initial.steps.findIndex((s) => s.type === 'email');
    return first < 0 ? null : first;
  });
  // The list is refreshed after every write: its copy has the latest status and figures.
  const listed = useSequences().data?.find((s) => s.id === current?.id);
  const shown = listed ?? current;
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const dirty = !current || changed;
  // Leaving the screen with edits asks first (a template opened and left untouched does not).
  const markClean = useUnsavedChanges(changed);

  const setStep = (index: number, changes: Partial<SequenceStepBody>) => {
    setDraft((d) => ({ ...d, steps: d.steps.map((s, i) => (i === index ? { ...s, ...changes } : s)) }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !key.startsWith(`steps.${index}.`))));
  };
  const removeStep = (index: number) => {
    setDraft((d) => ({ ...d, steps: d.steps.filter((_, i) => i !== index) }));
    setOpen((o) => (o === index ? null : o !== null && o > index ? o - 1 : o));
  };
  const moveStep = (index: number, by: -1 | 1) => {
    const to = index + by;
    setDraft((d) => {
      const [moving, other] = [d.steps.at(index), d.steps.at(to)];
      if (!moving || !other || to < 0) return d;
      return { ...d, steps: d.steps.map((s, i) => (i === index ? other : i === to ? moving : s)) };
    });
    setOpen((o) => (o === index ? to : o === to ? index : o));
  };
  const addStep = (step: SequenceStepBody) => {
    setDraft((d) => ({ ...d, steps: [...d.steps, step] }));
    if (step.type === 'email') setOpen(draft.steps.length);
  };

  /** Saves when needed; answers the sequence as saved, or null when the save failed (errors shown). */
  const persist = async (): Promise<Sequence | null> => {
    if (current && !dirty) return current;
    try {
      const result = current ? await actions.update.mutateAsync({ id: current.id, body: draft }) : await actions.create.mutateAsync(draft);
      // The answer's steps carry their ids: the next save edits them instead of adding them again.
      const body = toBody(result);
      setCurrent(result);
      markClean();
      setSaved(body);
      setDraft(body);
      setErrors({});
      return result;
    } catch (err) {
      const found = fieldErrors(err);
      setErrors(found);
      const step = Object.keys(found)
        .map((key) => /^steps\.(\d+)\.(subject|preheader|content)$/.exec(key))
        .find(Boolean);
      if (step) setOpen(Number(step[1]));
      notifyError(failureMessage(err, 'Could not save the sequence'));
      return null;
    }
  };

  const sendTest = async (index: number) => {
    const result = await persist();
    if (!result) return;
    actions.test.mutate(
      { id: result.id, step: index },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
        },
        onError: (err) => {
          notifyError(failureMessage(err, 'Could not send the test'));
        },
      },
    );
  };

  const activate = async () => {
    const result = await persist();
    if (!result) return;
    const activated = await onActivate(result.id);
    if (activated) setCurrent(activated);
  };
  const pause = async () => {
    if (!current) return;
    const paused = await onPause(current.id);
    if (paused) setCurrent(paused);
  };

  const trigger = draft.trigger;
  const zone = draft.time_zone ?? 'UTC';
  const busy = actions.create.isPending || actions.update.isPending;

  return (
    <Panel title={current ? `Edit sequence: ${current.name}` : 'New sequence'}>
      <Stack gap="sm">
        {shown && (
          <Group gap="sm" role="group" aria-label="Sequence status">
            <SequenceStatusBadge status={shown.status} />
            <SequenceStatsLine stats={shown.stats} />
            {(shown.status === 'draft' || shown.status === 'paused') && (
              <Button size="xs" color="green" onClick={() => void activate()} loading={actions.activate.isPending}>
                Activate
              </Button>
            )}
            {shown.status === 'active' && (
              <Button size="xs" variant="light" onClick={() => void pause()} loading={actions.pause.isPending}>
                Pause
              </Button>
            )}
          </Group>
        )}
        <TextInput
          label="Name"
          value={draft.name}
          error={errors.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setDraft((d) => ({ ...d, name }));
          }}
        />
        <Group align="flex-end">
          <NativeSelect
            label="Starts when"
            value={trigger.type}
            data={options(TRIGGER_LABELS)}
            onChange={(e) => {
              const type = e.currentTarget.value as TriggerType;
              setDraft((d) => ({ ...d, trigger: { type } }));
            }}
          />
          {trigger.type === 'tag_added' && (
            <TextInput
              label="Tag"
              value={trigger.tag ?? ''}
              error={errors['trigger.tag']}
              onChange={(e) => {
                const tag = e.currentTarget.value;
                setDraft((d) => ({ ...d, trigger: { ...d.trigger, tag } }));
              }}
            />
          )}
          {trigger.type === 'status_changed' && (
            <NativeSelect
              label="Status"
              value={trigger.status ?? ''}
              data={[{ value: '', label: 'Choose…' }, ...STATUS_OPTIONS]}
              error={errors['trigger.status']}
              onChange={(e) => {
                const status = (e.currentTarget.value || undefined) as ContactStatus | undefined;
                setDraft((d) => ({ ...d, trigger: { ...d.trigger, status } }));
              }}
            />
          )}
          <NativeSelect
            label="Emails go to"
            value={draft.basis ?? 'subscribers'}
            error={errors.basis}
            data={[
              { value: 'subscribers', label: 'Confirmed subscribers only' },
              { value: 'enquiry', label: 'Also the lead who asked (follow-ups to their enquiry)' },
            ]}
            onChange={(e) => {
              const basis = e.currentTarget.value as 'subscribers' | 'enquiry';
              setDraft((d) => ({ ...d, basis }));
            }}
          />
          <NativeSelect
            label="Time zone"
            description="For “then at HH:00” and the night rule"
            value={zone}
            error={errors.time_zone}
            data={timeZones(zone)}
            onChange={(e) => {
              const time_zone = e.currentTarget.value;
              setDraft((d) => ({ ...d, time_zone }));
            }}
          />
        </Group>

        {/* Each step shows the warnings about its words; any the steps' text does not place, here. */}
        <ComplianceWarnings
          warnings={(shown?.warnings ?? []).filter((w) => !draft.steps.some((st) => st.type === 'email' && warningsOf(st, [w]).length))}
        />
        {draft.steps.map((step, index) => {
          const n = index + 1;
          const stats = step.id ? shown?.steps.find((s) => s.id === step.id)?.stats : undefined;
          const emailErrors = {
            subject: errors[`steps.${index}.subject`],
            preheader: errors[`steps.${index}.preheader`],
            content: errors[`steps.${index}.content`],
          };
          return (
            <Stack
              key={step.id ?? `new-${index}`}
              gap="xs"
              p="sm"
              role="group"
              aria-label={`Step ${n}`}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
            >
              <Group align="flex-end">
                <Text fw={600}>Step {n}</Text>
                <NativeSelect
                  label="Action"
                  aria-label={`Step ${n} action`}
                  value={step.type}
                  data={options(STEP_LABELS)}
                  onChange={(e) => {
                    const type = e.currentTarget.value as SequenceStepBody['type'];
                    setStep(index, { type });
                    if (type === 'email') setOpen(index);
                  }}
                />
                <TextInput
                  label="Wait"
                  aria-label={`Step ${n} wait`}
                  type="number"
                  min={0}
                  max={365}
                  w={90}
                  value={String(step.wait.amount)}
                  onChange={(e) => {
                    setStep(index, { wait: { ...step.wait, amount: Number(e.currentTarget.value) } });
                  }}
                />
                <NativeSelect
                  label="Unit"
                  aria-label={`Step ${n} unit`}
                  value={step.wait.unit}
                  data={[
                    { value: 'hours', label: 'hours' },
                    { value: 'days', label: 'days' },
                  ]}
                  onChange={(e) => {
                    setStep(index, { wait: { ...step.wait, unit: e.currentTarget.value as 'hours' | 'days' } });
                  }}
                />
                {step.type === 'email' && (
                  <NativeSelect
                    label="Then at"
                    aria-label={`Step ${n} hour`}
                    description={zone}
                    value={step.at_hour === undefined ? '' : String(step.at_hour)}
                    error={errors[`steps.${index}.at_hour`]}
                    data={[{ value: '', label: 'Any daytime hour' }, ...HOURS.map((h) => ({ value: h, label: `${h}:00` }))]}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setStep(index, { at_hour: value ? Number(value) : undefined });
                    }}
                  />
                )}
                <Group gap={4}>
                  <ActionIcon variant="default" aria-label={`Move step ${n} up`} disabled={index === 0} onClick={() => moveStep(index, -1)}>
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move step ${n} down`}
                    disabled={index === draft.steps.length - 1}
                    onClick={() => moveStep(index, 1)}
                  >
                    ↓
                  </ActionIcon>
                </Group>
                <Button variant="subtle" color="red" onClick={() => removeStep(index)}>
                  Remove step {n}
                </Button>
              </Group>
              {stats && step.type === 'email' && <StepStatsLine stats={stats} />}
              {step.type === 'email' &&
                (open === index ? (
                  <>
                    <EmailComposer
                      value={draftOf(step)}
                      onChange={(patch) => {
                        setStep(index, patch);
                      }}
                      errors={emailErrors}
                      what="sequence"
                      actions={
                        <Group>
                          <Button variant="default" onClick={() => void sendTest(index)} loading={actions.test.isPending}>
                            Send a test to me
                          </Button>
                          <Button variant="subtle" onClick={() => setOpen(null)}>
                            Done with step {n}’s email
                          </Button>
                        </Group>
                      }
                    />
                  </>
                ) : (
                  <>
                    <Group>
                      <Text size="sm" c={emailErrors.subject || emailErrors.content ? 'red' : undefined}>
                        {step.subject ? `“${step.subject}”` : 'No subject yet'}
                      </Text>
                      <Button size="xs" variant="light" onClick={() => setOpen(index)}>
                        Edit step {n}’s email
                      </Button>
                    </Group>
                    <ComplianceWarnings warnings={warningsOf(step, shown?.warnings ?? [])} />
                  </>
                ))}
              {step.type === 'add_tag' && (
                <TextInput
                  label="Tag"
                  aria-label={`Step ${n} tag`}
                  value={step.tag ?? ''}
                  error={errors[`steps.${index}.tag`]}
                  onChange={(e) => {
                    setStep(index, { tag: e.currentTarget.value });
                  }}
                />
              )}
              {step.type === 'set_status' && (
                <NativeSelect
                  label="Status"
                  aria-label={`Step ${n} status`}
                  value={step.status ?? ''}
                  data={[{ value: '', label: 'Choose…' }, ...STATUS_OPTIONS]}
                  error={errors[`steps.${index}.status`]}
                  onChange={(e) => {
                    setStep(index, { status: (e.currentTarget.value || undefined) as ContactStatus | undefined });
                  }}
                />
              )}
            </Stack>
          );
        })}
        {errors.steps && (
          <Text c="red" size="sm">
            {errors.steps}
          </Text>
        )}
        <Group>
          <Button variant="light" onClick={() => addStep(NEW_EMAIL)}>
            Add an email
          </Button>
          <Button variant="light" onClick={() => addStep({ type: 'add_tag', wait: { amount: 0, unit: 'hours' }, tag: '' })}>
            Add a tag step
          </Button>
          <Button variant="light" onClick={() => addStep({ type: 'set_status', wait: { amount: 0, unit: 'hours' } })}>
            Add a status step
          </Button>
        </Group>
        <Group>
          <Button
            loading={busy}
            variant={dirty ? 'filled' : 'light'}
            onClick={() => void persist().then((r) => r && notifySuccess('Sequence saved'))}
          >
            Save sequence
          </Button>
          <Button variant="subtle" onClick={onClose}>
            Close
          </Button>
          {changed && current && (
            <Badge color="yellow" variant="light">
              Unsaved changes
            </Badge>
          )}
        </Group>
      </Stack>
    </Panel>
  );
}
