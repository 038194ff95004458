import { Grid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { tenantQueryKey, useTenantId } from '@/features/backoffice/api/tenant-resource';
import {
  previewCampaign,
  type CampaignDraft,
  type ComplianceWarning,
  type SendingBlocker,
} from '@/features/backoffice/campaigns/api/campaigns';
import { CampaignBodyField } from '@/features/backoffice/campaigns/components/campaign-body-field';
import { ComplianceWarnings, SendingBlockers } from '@/features/backoffice/campaigns/components/compliance-warnings';
import { EmailPreview } from '@/features/backoffice/campaigns/components/email-preview';

/** The preview follows the draft once typing pauses this long. */
const PREVIEW_DEBOUNCE_MS = 600;

interface Props {
  value: CampaignDraft;
  onChange: (patch: Partial<CampaignDraft>) => void;
  /** Field errors by `subject`, `preheader`, `content`. */
  errors?: Record<string, string | undefined>;
  /** What the last save answered, shown until the first preview arrives. */
  saved?: { warnings: ComplianceWarning[]; blockers: SendingBlocker[] } | null;
  /** What is being written, for the blockers' title: "this campaign cannot be sent yet". */
  what?: string;
  /** Under the warnings: the writer's buttons (save, test, send…). */
  actions?: ReactNode;
}

/**
 * The campaign composer, wherever an email is written (a campaign, a sequence's email step): subject,
 * preheader, the body with images and product/post blocks, the sending blockers and compliance warnings,
 * and a live preview rendered by the API with the same renderer the worker sends with.
 */
export function EmailComposer({ value, onChange, errors = {}, saved = null, what = 'campaign', actions }: Props) {
  const tenantId = useTenantId();
  const [debounced] = useDebouncedValue(value, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery({
    queryKey: tenantQueryKey(tenantId, 'campaigns', 'preview', JSON.stringify(debounced)),
    queryFn: ({ signal }) => previewCampaign(tenantId, debounced, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const warnings = preview.data?.warnings ?? saved?.warnings ?? [];
  const blockers = preview.data?.blockers ?? saved?.blockers ?? [];

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="md">
          <TextInput
            label="Subject"
            required
            maxLength={200}
            value={value.subject}
            onChange={(e) => {
              onChange({ subject: e.currentTarget.value });
            }}
            error={errors.subject}
          />
          <TextInput
            label="Preheader"
            description="The preview line shown after the subject in most inboxes"
            maxLength={250}
            value={value.preheader}
            onChange={(e) => {
              onChange({ preheader: e.currentTarget.value });
            }}
            error={errors.preheader}
          />
          <CampaignBodyField
            value={value.content}
            onChange={(content) => {
              onChange({ content });
            }}
            error={errors.content}
          />
          <SendingBlockers blockers={blockers} what={what} />
          <ComplianceWarnings warnings={warnings} />
          {actions}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <EmailPreview html={preview.data?.html ?? null} subject={value.subject} loading={preview.isFetching} />
      </Grid.Col>
    </Grid>
  );
}
