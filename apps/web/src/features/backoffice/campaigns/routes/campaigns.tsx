import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/components/ui/use-confirmed-action';
import { ListSkeleton } from '@/components/ui/query-state';
import { Panel } from '@/components/ui/screen';
import {
  useCampaign,
  useCampaignActions,
  useCampaigns,
  type Campaign,
  type CampaignDetail,
} from '@/features/backoffice/campaigns/api/campaigns';
import { CampaignEditor } from '@/features/backoffice/campaigns/components/campaign-editor';
import { CampaignProgress } from '@/features/backoffice/campaigns/components/campaign-progress';
import { SendingDomainPanel } from '@/features/backoffice/campaigns/components/sending-domain-panel';
import { isEditable, showDateTime, STATUS_CHIP } from '@/features/backoffice/campaigns/lib/campaign-status';
import { FormSkeleton, QueryState } from '@/features/backoffice/components/query-state';
import { ResourceTable } from '@/features/backoffice/components/resource-table';
import { Screen } from '@/features/backoffice/components/screen';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths, toBackoffice } from '@/lib/paths';

const CAMPAIGNS_PATH = toBackoffice(paths.backoffice.campaigns);
const NEW_CAMPAIGN = 'new';
/** What deleting a sent campaign takes with it, besides the campaign. */
const SENT_DELETION_EXTRAS = ', its statistics and its page in your newsletter archive';

function StatusChip({ campaign }: { campaign: Campaign }) {
  const chip = STATUS_CHIP[campaign.status];
  return (
    <Badge variant="light" color={chip.color} title={campaign.status_reason ?? undefined}>
      {campaign.status_reason ? `${chip.label} · paused` : chip.label}
    </Badge>
  );
}

function whenOf(c: Campaign): string {
  if (c.status === 'sent') return `Sent ${showDateTime(c.sent_at)}`;
  if (c.status === 'scheduled') return `Scheduled for ${showDateTime(c.scheduled_at)}`;
  if (c.status === 'sending') return `Started ${showDateTime(c.scheduled_at)}`;
  return `Edited ${showDateTime(c.updated_at)}`;
}

function CampaignList() {
  const campaigns = useCampaigns();
  const { remove } = useCampaignActions();
  const [, setSearchParams] = useSearchParams();
  const deletion = useConfirmedAction<Campaign>({
    run: (campaign) => remove.mutateAsync(campaign.id),
    success: 'Campaign deleted',
    failure: 'Could not delete the campaign',
  });
  return (
    <Panel>
      <QueryState query={campaigns} loading={<ListSkeleton />}>
        {(rows) => (
          <ResourceTable
            rows={rows}
            label="Campaigns"
            rowKey={(c) => c.id}
            searchText={(c) => c.subject}
            empty="No campaigns yet. Write your first email to your subscribers."
            toolbar={
              <Button
                onClick={() => {
                  setSearchParams({ campaign: NEW_CAMPAIGN });
                }}
              >
                New campaign
              </Button>
            }
            columns={[
              {
                key: 'subject',
                header: 'Subject',
                render: (c) => (
                  <Anchor component={Link} to={`${CAMPAIGNS_PATH}?campaign=${encodeURIComponent(c.id)}`} fw={500}>
                    {c.subject}
                  </Anchor>
                ),
              },
              { key: 'status', header: 'Status', render: (c) => <StatusChip campaign={c} /> },
              { key: 'when', header: 'When', wide: true, render: whenOf },
              { key: 'sent', header: 'Delivered', render: (c) => (c.stats.recipients ? `${c.stats.sent} / ${c.stats.recipients}` : '—') },
              { key: 'opened', header: 'Opened', wide: true, render: (c) => (c.stats.recipients ? c.stats.opened : '—') },
            ]}
            actions={(c) =>
              c.status === 'scheduled' || c.status === 'sending' ? null : (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${c.subject}`}
                  onClick={() => {
                    deletion.ask(c);
                  }}
                >
                  Delete
                </Button>
              )
            }
          />
        )}
      </QueryState>
      <ConfirmDialog {...deletion.dialog} title="Delete campaign">
        {deletion.target
          ? `Delete “${deletion.target.subject}”${deletion.target.status === 'sent' ? SENT_DELETION_EXTRAS : ''}? This cannot be undone.`
          : null}
      </ConfirmDialog>
    </Panel>
  );
}

/** A campaign that can no longer be edited: scheduled (cancel), sending (live progress) or sent (stats). */
function CampaignStatus({ campaign }: { campaign: CampaignDetail }) {
  const { cancel } = useCampaignActions();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <StatusChip campaign={campaign} />
          <Text size="sm" c="dimmed">
            {whenOf(campaign)}
          </Text>
        </Group>
        {campaign.status === 'scheduled' && (
          <Button
            color="red"
            variant="light"
            loading={cancel.isPending}
            onClick={() => {
              // The refreshed campaign (cancelled, editable again) replaces this view: mutateAsync outlives it.
              cancel.mutateAsync(campaign.id).then(
                () => {
                  notifySuccess('Scheduled send cancelled');
                },
                (err: unknown) => {
                  notifyError(failureMessage(err, 'Could not cancel the send'));
                },
              );
            }}
          >
            Cancel scheduled send
          </Button>
        )}
      </Group>
      {campaign.status_reason && (
        <Alert color="orange" title="Sending is paused">
          {campaign.status_reason}
        </Alert>
      )}
      {campaign.status === 'scheduled' ? (
        <Text size="sm">
          This campaign will be sent to your confirmed subscribers at {showDateTime(campaign.scheduled_at)}. Cancel the send to edit it.
        </Text>
      ) : (
        <CampaignProgress campaign={campaign} />
      )}
    </Stack>
  );
}

function CampaignScreen({ campaignId }: { campaignId: string }) {
  const [, setSearchParams] = useSearchParams();
  const isNew = campaignId === NEW_CAMPAIGN;
  const campaign = useCampaign(isNew ? null : campaignId);
  const back = (
    <Button
      variant="default"
      onClick={() => {
        setSearchParams({});
      }}
    >
      Back to campaigns
    </Button>
  );
  if (isNew) {
    return (
      <Panel title="New campaign" actions={back}>
        <CampaignEditor
          campaign={null}
          onCreated={(created) => {
            setSearchParams({ campaign: created.id }, { replace: true });
          }}
        />
      </Panel>
    );
  }
  return (
    <QueryState query={campaign} loading={<FormSkeleton fields={6} />}>
      {(c) => (
        <Panel title={c.subject} actions={back}>
          {isEditable(c.status) ? <CampaignEditor key={c.id} campaign={c} onCreated={() => undefined} /> : <CampaignStatus campaign={c} />}
        </Panel>
      )}
    </QueryState>
  );
}

/** /backoffice/campaigns — the list with the sending domain below it, and one campaign at `?campaign=<id>` (or `new`). */
export function CampaignsRoute() {
  const [searchParams] = useSearchParams();
  const campaignId = searchParams.get('campaign');
  return (
    <Screen
      title="Campaigns"
      description="Email your confirmed subscribers: compose, preview, test, then send now or schedule. Sent campaigns appear in your newsletter archive."
      sitePath="/newsletters"
      maw={1280}
    >
      {campaignId ? (
        <CampaignScreen campaignId={campaignId} />
      ) : (
        <>
          <CampaignList />
          <SendingDomainPanel />
        </>
      )}
    </Screen>
  );
}
