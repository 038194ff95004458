import { Button, Checkbox, Group, Modal, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AudienceFilter, CampaignAudience, CampaignDetail } from '@/features/backoffice/campaigns/api/campaigns';
import { ComplianceWarnings, SendingBlockers } from '@/features/backoffice/campaigns/components/compliance-warnings';
import { fromLocalInput, localTimeZone, toLocalInput } from '@/features/backoffice/campaigns/lib/campaign-status';
import { CONTACT_STATUS_LABELS, type ContactStatus } from '@/features/backoffice/contacts/api/contacts';
import { STATUS_OPTIONS } from '@/features/backoffice/contacts/components/contact-status-badge';

/** The API's limit (campaigns.service.ts). */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

interface Props {
  campaign: CampaignDetail;
  opened: boolean;
  sending: boolean;
  onClose: () => void;
  onSend: (scheduledAt: string | null, acknowledge: boolean, audience: CampaignAudience, filter: AudienceFilter) => void;
}

/**
 * Send now or schedule (in the distributor's own time zone) to everyone or the recently engaged, optionally only those
 * whose contact has a tag or a status, with the compliance warnings to acknowledge.
 */
export function SendDialog({ campaign, opened, sending, onClose, onSend }: Props) {
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState(() => toLocalInput(new Date(Date.now() + 60 * 60 * 1000)));
  const [acknowledged, setAcknowledged] = useState(false);
  const [audience, setAudience] = useState<CampaignAudience>('all');
  const [tag, setTag] = useState('');
  const [status, setStatus] = useState<ContactStatus | null>(null);
  const narrowed = [tag.trim() && `tagged “${tag.trim().toLowerCase()}”`, status && `marked ${CONTACT_STATUS_LABELS[status]}`]
    .filter(Boolean)
    .join(' and ');
  const flagged = campaign.warnings.length > 0;
  const scheduledAt = when === 'later' ? fromLocalInput(at) : null;
  const timeError =
    when !== 'later'
      ? null
      : !scheduledAt
        ? 'Choose a date and time'
        : Date.parse(scheduledAt) <= Date.now()
          ? 'Choose a time in the future'
          : Date.parse(scheduledAt) > Date.now() + MAX_AHEAD_MS
            ? 'A send can be scheduled at most a year ahead'
            : null;
  const blocked = (flagged && !acknowledged) || !!timeError || campaign.blockers.length > 0;

  return (
    <Modal opened={opened} onClose={onClose} title="Send campaign" size="lg">
      <Stack>
        <Text size="sm">
          “{campaign.subject}” goes to{' '}
          {audience === 'engaged' ? 'your recently engaged subscribers' : 'every confirmed subscriber of your site'}
          {narrowed ? ` ${narrowed} in your contacts` : ''}. Your footer disclaimers, your postal address and contact line and an
          unsubscribe link are added to every email.
        </Text>
        <Radio.Group
          label="Send to"
          value={audience}
          onChange={(v) => {
            setAudience(v === 'engaged' ? 'engaged' : 'all');
          }}
        >
          <Stack gap={6} mt={6}>
            <Radio value="all" label="All confirmed subscribers" />
            <Radio
              value="engaged"
              label="Recently engaged subscribers"
              description={
                'Only those who opened or clicked one of your emails in the last 12 months, or subscribed in that time. ' +
                'Fewer emails to people who stopped reading means fewer spam reports.'
              }
            />
          </Stack>
        </Radio.Group>
        <Group grow align="flex-start">
          <TextInput
            label="Only contacts tagged"
            placeholder="Any tag"
            description="Leave empty for everyone"
            value={tag}
            onChange={(e) => {
              setTag(e.currentTarget.value);
            }}
          />
          <NativeSelect
            label="Only contacts with status"
            description="Only confirmed subscribers ever receive a campaign"
            data={[{ value: '', label: 'Any status' }, ...STATUS_OPTIONS]}
            value={status ?? ''}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setStatus(v ? (v as ContactStatus) : null);
            }}
          />
        </Group>
        <Radio.Group
          label="When"
          value={when}
          onChange={(v) => {
            setWhen(v);
          }}
        >
          <Group mt={6}>
            <Radio value="now" label="Send now" />
            <Radio value="later" label="Schedule for later" />
          </Group>
        </Radio.Group>
        {when === 'later' && (
          <TextInput
            type="datetime-local"
            label="Date and time"
            description={`In your time zone (${localTimeZone()})`}
            value={at}
            onChange={(e) => {
              setAt(e.currentTarget.value);
            }}
            error={timeError}
          />
        )}
        <SendingBlockers blockers={campaign.blockers} />
        <ComplianceWarnings warnings={campaign.warnings} />
        {flagged && (
          <Checkbox
            checked={acknowledged}
            onChange={(e) => {
              setAcknowledged(e.currentTarget.checked);
            }}
            label="I have read the warnings and take responsibility for sending this content"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button
            disabled={blocked}
            loading={sending}
            onClick={() => {
              onSend(scheduledAt, acknowledged, audience, { tag, status });
            }}
          >
            {when === 'now' ? 'Send now' : 'Schedule send'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
