import { Button, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { STATUS_OPTIONS } from '@/features/backoffice/contacts/components/contact-status-badge';
import type { ContactStatus } from '@/features/backoffice/contacts/api/contacts';
import {
  STEP_LABELS,
  TRIGGER_LABELS,
  type SequenceBody,
  type SequenceStepBody,
  type TriggerType,
} from '@/features/backoffice/sequences/api/sequences';
import { Panel } from '@/components/ui/screen';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const HOURS = Array.from({ length: 13 }, (_, i) => String(i + 8));

interface Props {
  initial: SequenceBody;
  saving: boolean;
  /** Field errors from the server (`steps.0.subject`, `name`, …). */
  errors: Record<string, string>;
  onSave: (body: SequenceBody) => void;
  onCancel: () => void;
}

/** The sequence editor: name, trigger, who gets emails, and the ordered steps (docs/product.md "Sequences"). */
export function SequenceEditor({ initial, saving, errors, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState<SequenceBody>(initial);
  const setStep = (index: number, changes: Partial<SequenceStepBody>) => {
    setDraft((d) => ({ ...d, steps: d.steps.map((s, i) => (i === index ? { ...s, ...changes } : s)) }));
  };
  const removeStep = (index: number) => {
    setDraft((d) => ({ ...d, steps: d.steps.filter((_, i) => i !== index) }));
  };
  const addStep = () => {
    setDraft((d) => ({ ...d, steps: [...d.steps, { type: 'email', wait: { amount: 1, unit: 'days' }, subject: '', content: '' }] }));
  };
  const trigger = draft.trigger;

  return (
    <Panel title="Edit sequence">
      <Stack gap="sm">
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
        </Group>

        {draft.steps.map((step, index) => (
          <Stack
            key={step.id ?? `new-${index}`}
            gap="xs"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            <Group align="flex-end">
              <Text fw={600}>Step {index + 1}</Text>
              <NativeSelect
                label="Action"
                aria-label={`Step ${index + 1} action`}
                value={step.type}
                data={options(STEP_LABELS)}
                onChange={(e) => {
                  setStep(index, { type: e.currentTarget.value as SequenceStepBody['type'] });
                }}
              />
              <TextInput
                label="Wait"
                aria-label={`Step ${index + 1} wait`}
                type="number"
                min={0}
                w={90}
                value={String(step.wait.amount)}
                onChange={(e) => {
                  setStep(index, { wait: { ...step.wait, amount: Number(e.currentTarget.value) } });
                }}
              />
              <NativeSelect
                label="Unit"
                aria-label={`Step ${index + 1} unit`}
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
                  aria-label={`Step ${index + 1} hour`}
                  value={step.at_hour === undefined ? '' : String(step.at_hour)}
                  data={[{ value: '', label: 'Any daytime hour' }, ...HOURS.map((h) => ({ value: h, label: `${h}:00` }))]}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setStep(index, { at_hour: value ? Number(value) : undefined });
                  }}
                />
              )}
              <Button variant="subtle" color="red" onClick={() => removeStep(index)}>
                Remove step {index + 1}
              </Button>
            </Group>
            {step.type === 'email' && (
              <>
                <TextInput
                  label="Subject"
                  aria-label={`Step ${index + 1} subject`}
                  value={step.subject ?? ''}
                  error={errors[`steps.${index}.subject`]}
                  onChange={(e) => {
                    setStep(index, { subject: e.currentTarget.value });
                  }}
                />
                <Textarea
                  label="Content"
                  aria-label={`Step ${index + 1} content`}
                  autosize
                  minRows={3}
                  value={step.content ?? ''}
                  error={errors[`steps.${index}.content`]}
                  onChange={(e) => {
                    setStep(index, { content: e.currentTarget.value });
                  }}
                />
              </>
            )}
            {step.type === 'add_tag' && (
              <TextInput
                label="Tag"
                aria-label={`Step ${index + 1} tag`}
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
                aria-label={`Step ${index + 1} status`}
                value={step.status ?? ''}
                data={[{ value: '', label: 'Choose…' }, ...STATUS_OPTIONS]}
                error={errors[`steps.${index}.status`]}
                onChange={(e) => {
                  setStep(index, { status: (e.currentTarget.value || undefined) as ContactStatus | undefined });
                }}
              />
            )}
          </Stack>
        ))}
        <Group>
          <Button variant="light" onClick={addStep}>
            Add step
          </Button>
          <Button loading={saving} onClick={() => onSave(draft)}>
            Save sequence
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
