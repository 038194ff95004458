import { Alert, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { ComplianceWarning } from '@/features/backoffice/campaigns/api/campaigns';
import { ComplianceWarnings } from '@/features/backoffice/campaigns/components/compliance-warnings';
import { Screen } from '@/features/backoffice/components/screen';
import { localTimeZone } from '@/features/backoffice/campaigns/lib/campaign-status';
import { SequenceEditor } from '@/features/backoffice/sequences/components/sequence-editor';
import { SequenceStatusBadge } from '@/features/backoffice/sequences/components/sequence-status';
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
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

/** A blank sequence: a lead's first follow-up, at once (the time zone is the distributor's browser's). */
const blank = (): SequenceBody => ({
  name: 'New sequence',
  trigger: { type: 'lead_captured' },
  basis: 'enquiry',
  time_zone: localTimeZone(),
  steps: [{ type: 'email', wait: { amount: 0, unit: 'hours' }, subject: '', content: '' }],
});

/** The Sequences screen (Growth): the list with each sequence's people, the editor, activate and pause. */
export function SequencesRoute() {
  const sequences = useSequences();
  const templates = useSequenceTemplates();
  const actions = useSequenceActions();
  const [editing, setEditing] = useState<{ sequence: Sequence | null; body: SequenceBody; key: number } | null>(null);
  const [template, setTemplate] = useState('');
  const [flagged, setFlagged] = useState<{ id: string; warnings: ComplianceWarning[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** Activates; flagged content first shows its warnings to acknowledge ("Activate anyway"). */
  const activate = async (id: string, acknowledge = false): Promise<Sequence | null> => {
    setProblem(null);
    try {
      const result = await actions.activate.mutateAsync({ id, acknowledge });
      setFlagged(null);
      notifySuccess(`“${result.name}” is active`);
      return result;
    } catch (error) {
      if (isApiError(error) && error.code === 'COMPLIANCE_ACK_REQUIRED') {
        const details = error.details as { warnings?: ComplianceWarning[] } | undefined;
        setFlagged({ id, warnings: details?.warnings ?? [] });
      } else {
        const message = failureMessage(error, 'Could not activate the sequence');
        setProblem(message);
        notifyError(message);
      }
      return null;
    }
  };
  const pause = async (id: string): Promise<Sequence | null> => {
    try {
      const result = await actions.pause.mutateAsync(id);
      notifySuccess(`“${result.name}” is paused`);
      return result;
    } catch (error) {
      notifyError(failureMessage(error, 'Could not pause the sequence'));
      return null;
    }
  };
  const startFrom = () => {
    const chosen = templates.data?.find((t) => t.key === template);
    setEditing({ sequence: null, body: chosen ? { ...toBody(chosen), time_zone: localTimeZone() } : blank(), key: Date.now() });
  };

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
              <Button color="yellow" onClick={() => void activate(flagged.id, true)} loading={actions.activate.isPending}>
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
            key={editing.key}
            sequence={editing.sequence}
            initial={editing.body}
            onActivate={activate}
            onPause={pause}
            onClose={() => setEditing(null)}
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
                        onClick={() => setEditing({ sequence: s, body: toBody(s), key: Date.now() })}
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
                      <SequenceStatusBadge status={s.status} />
                    </Table.Td>
                    <Table.Td>
                      {s.stats.active} in · {s.stats.completed} completed · {s.stats.exited} left
                    </Table.Td>
                    <Table.Td>
                      {(s.status === 'draft' || s.status === 'paused') && (
                        <Button size="xs" onClick={() => void activate(s.id)} aria-label={`Activate ${s.name}`}>
                          Activate
                        </Button>
                      )}
                      {s.status === 'active' && (
                        <Button size="xs" variant="light" onClick={() => void pause(s.id)} aria-label={`Pause ${s.name}`}>
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
