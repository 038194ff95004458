import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCampaignActions, type CampaignDetail, type CampaignDraft } from '@/features/backoffice/campaigns/api/campaigns';
import { EmailComposer } from '@/features/backoffice/campaigns/components/email-composer';
import { SendDialog } from '@/features/backoffice/campaigns/components/send-dialog';
import { useUnsavedChanges } from '@/features/backoffice/components/unsaved-changes';
import { failureMessage, serverFieldErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

const draftOf = (campaign: CampaignDetail | null): CampaignDraft => ({
  subject: campaign?.subject ?? '',
  preheader: campaign?.preheader ?? '',
  content: campaign?.content ?? '',
});

const sameDraft = (a: CampaignDraft, b: CampaignDraft) => a.subject === b.subject && a.preheader === b.preheader && a.content === b.content;

interface Props {
  /** null: a new campaign. */
  campaign: CampaignDetail | null;
  /** After the first save of a new campaign. */
  onCreated: (campaign: CampaignDetail) => void;
}

/**
 * Compose a draft: subject, preheader, body with images and product/post blocks, a live preview of the
 * real email (desktop/mobile) with its compliance warnings; save, send a test to oneself, send or schedule.
 */
export function CampaignEditor({ campaign, onCreated }: Props) {
  const actions = useCampaignActions();
  const [saved, setSaved] = useState<CampaignDraft>(() => draftOf(campaign));
  const [draft, setDraft] = useState<CampaignDraft>(() => draftOf(campaign));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sendOpen, setSendOpen] = useState(false);
  const [current, setCurrent] = useState<CampaignDetail | null>(campaign);
  const dirty = !sameDraft(draft, saved);
  const markClean = useUnsavedChanges(dirty);

  const change = (patch: Partial<CampaignDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  /** Saves when needed; answers the campaign as saved, or null when the save failed (errors shown). */
  const save = async (): Promise<CampaignDetail | null> => {
    if (current && !dirty) return current;
    try {
      const result = current ? await actions.update.mutateAsync({ id: current.id, body: draft }) : await actions.create.mutateAsync(draft);
      setSaved(draft);
      setCurrent(result);
      markClean();
      if (!current) onCreated(result);
      return result;
    } catch (err) {
      setErrors(serverFieldErrors(err));
      notifyError(failureMessage(err, 'Could not save the campaign'));
      return null;
    }
  };

  const sendTest = async () => {
    const result = await save();
    if (!result) return;
    actions.test.mutate(result.id, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
      },
      onError: (err) => {
        notifyError(failureMessage(err, 'Could not send the test'));
      },
    });
  };

  const busy = actions.create.isPending || actions.update.isPending;

  return (
    <Stack gap="lg">
      <EmailComposer
        value={draft}
        onChange={change}
        errors={errors}
        saved={current}
        actions={
          <>
            <Group>
              <Button
                onClick={() => void save().then((r) => r && notifySuccess('Draft saved'))}
                loading={busy}
                variant={dirty ? 'filled' : 'light'}
              >
                Save draft
              </Button>
              <Button variant="default" onClick={() => void sendTest()} loading={actions.test.isPending}>
                Send a test to me
              </Button>
              <Button
                color="green"
                onClick={() =>
                  void save().then((r) => {
                    if (r) setSendOpen(true);
                  })
                }
              >
                Send or schedule…
              </Button>
              {dirty && (
                <Badge color="yellow" variant="light">
                  Unsaved changes
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              Every email carries your site name as the sender, replies come to you, and your footer disclaimers, contact line and an
              unsubscribe link are always added.
            </Text>
          </>
        }
      />
      {current && (
        <SendDialog
          key={current.updated_at}
          campaign={current}
          opened={sendOpen}
          sending={actions.send.isPending}
          onClose={() => {
            setSendOpen(false);
          }}
          onSend={(scheduledAt, acknowledge, audience, filter) => {
            // mutateAsync, not mutate's callbacks: the refreshed campaign (now scheduled) replaces this editor.
            actions.send.mutateAsync({ id: current.id, scheduledAt, acknowledge, audience, filter }).then(
              () => {
                setSendOpen(false);
                notifySuccess(scheduledAt ? 'Send scheduled' : 'Sending started');
              },
              (err: unknown) => {
                notifyError(failureMessage(err, 'Could not send the campaign'));
              },
            );
          }}
        />
      )}
    </Stack>
  );
}
