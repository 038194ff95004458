import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { ComplianceWarning } from '@/features/backoffice/campaigns/api/campaigns';
import { ComplianceWarnings } from '@/features/backoffice/campaigns/components/compliance-warnings';
import { Screen } from '@/features/backoffice/components/screen';
import { SequenceEditor } from '@/features/backoffice/sequences/components/sequence-editor';
import {
  toBody,
  TRIGGER_LABELS,
  useSequenceActions,
  useSequences,
  useSequenceTemplates,
  type Sequence,
  type SequenceBody,
} from '@/features/backoffice/sequences/api/sequences';
import { Panel } from '@/components/ui/screen';
import { ListSkeleton, LoadError } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api-client';

const STATUS_COLORS: Record<Sequence['status'], string> = { draft: 'gray', active: 'green', paused: 'yellow', archived: 'dark' };
const BLANK: SequenceBody = {
  name: 'New sequence',
  trigger: { type: 'lead_captured' },
  basis: 'enquiry',
  steps: [{ type: 'email', wait: { amount: 0, unit: 'hours' }, subject: '', content: '' }],
};

/** `{ field: message }` from a 400's details, for the editor's fields. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400 || !error.details || typeof error.details !== 'object') return {};
  return Object.fromEntries(Object.entries(error.details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The Sequences screen (Growth): the list with each sequence's people, the editor, activate and pause. */
export function SequencesRoute() {
  const sequences = useSequences();
  const templates = useSequenceTemplates();
  const actions = useSequenceActions();
  const [editing, setEditing] = useState<{ id: string | null; body: SequenceBody } | null>(null);
  const [template, setTemplate] = useState('');
  const [flagged, setFlagged] = useState<{ id: string; warnings: ComplianceWarning[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const save = (body: SequenceBody) => {
    const done = () => setEditing(null);
    if (editing?.id) actions.update.mutate({ id: editing.id, body }, { onSuccess: done });
    else actions.create.mutate(body, { onSuccess: done });
  };
  const activate = (id: string, acknowledge = false) => {
    setProblem(null);
    actions.activate.mutate(
      { id, acknowledge },
      {
        onSuccess: () => setFlagged(null),
        onError: (error) => {
          if (isApiError(error) && error.code === 'COMPLIANCE_ACK_REQUIRED') {
            const details = error.details as { warnings?: ComplianceWarning[] } | undefined;
            setFlagged({ id, warnings: details?.warnings ?? [] });
          } else setProblem(error.message);
        },
      },
    );
  };
  const startFrom = () => {
    const chosen = templates.data?.find((t) => t.key === template);
    setEditing({ id: null, body: chosen ? toBody(chosen) : BLANK });
  };
  const saveError = editing?.id ? actions.update.error : actions.create.error;

  return (
    <Screen
      title="Sequences"
      description="Follow-up emails and actions that run by themselves for each new lead, subscriber or customer."
      actions={
        <Group align="flex-end">
          <NativeSelect
            label="Start from"
            value={template}
            data={[{ value: '', label: 'A blank sequence' }, ...(templates.data ?? []).map((t) => ({ value: t.key, label: t.name }))]}
            onChange={(e) => setTemplate(e.currentTarget.value)}
          />
          <Button onClick={startFrom}>New sequence</Button>
        </Group>
      }
    >
      <Stack>
        {problem && (
          <Alert color="red" title="Not activated">
            {problem}
          </Alert>
        )}
        {flagged && (
          <Stack gap="xs">
            <ComplianceWarnings warnings={flagged.warnings} />
            <Group>
              <Button color="yellow" onClick={() => activate(flagged.id, true)}>
                Activate anyway
              </Button>
              <Button variant="subtle" onClick={() => setFlagged(null)}>
                Edit first
              </Button>
            </Group>
          </Stack>
        )}
        {editing && (
          <SequenceEditor
            key={editing.id ?? 'new'}
            initial={editing.body}
            saving={actions.create.isPending || actions.update.isPending}
            errors={fieldErrors(saveError)}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
        <Panel title="Your sequences">
          {sequences.isPending ? (
            <ListSkeleton />
          ) : sequences.isError ? (
            <LoadError error={sequences.error} onRetry={() => void sequences.refetch()} />
          ) : !sequences.data.length ? (
            <Text c="dimmed">No sequences yet. Start from one of the templates above.</Text>
          ) : (
            <Table aria-label="Sequences">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Starts when</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>People</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sequences.data.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        px={0}
                        onClick={() => setEditing({ id: s.id, body: toBody(s) })}
                        disabled={s.status === 'archived'}
                      >
                        {s.name}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      {TRIGGER_LABELS[s.trigger.type]}
                      {s.trigger.tag ? ` “${s.trigger.tag}”` : ''}
                      {s.trigger.status ? ` ${s.trigger.status.replace('_', ' ')}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[s.status]}>{s.status}</Badge>
                    </Table.Td>
                    <Table.Td>
                      {s.stats.active} in · {s.stats.completed} completed · {s.stats.exited} left
                    </Table.Td>
                    <Table.Td>
                      {(s.status === 'draft' || s.status === 'paused') && (
                        <Button size="xs" onClick={() => activate(s.id)} aria-label={`Activate ${s.name}`}>
                          Activate
                        </Button>
                      )}
                      {s.status === 'active' && (
                        <Button size="xs" variant="light" onClick={() => actions.pause.mutate(s.id)} aria-label={`Pause ${s.name}`}>
                          Pause
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Panel>
      </Stack>
    </Screen>
  );
}
