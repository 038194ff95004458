import { Button, FileButton, Group, Menu, Skeleton } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { useMemo, useRef, useState } from 'react';
import { RichTextField } from '@/features/backoffice/components/rich-text-field';
import { uploadCampaignImage, useBlockChoices, type BlockChoice } from '@/features/backoffice/campaigns/api/campaigns';
import { CampaignBlock, CampaignImage, type BlockKind } from '@/features/backoffice/campaigns/components/campaign-extensions';
import { useTenantId } from '@/features/backoffice/api/tenant-resource';
import { failureMessage } from '@/lib/form-errors';
import { notifyError } from '@/lib/notify';

interface Props {
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
}

function BlockMenu({ label, choices, onPick }: { label: string; choices: BlockChoice[]; onPick: (choice: BlockChoice) => void }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="default" disabled={!choices.length} title={choices.length ? undefined : 'Nothing to insert yet'}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {choices.map((choice) => (
          <Menu.Item
            key={choice.id}
            onClick={() => {
              onPick(choice);
            }}
          >
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The campaign body: the back office's rich-text editor plus uploaded images and product/post blocks. */
export function CampaignBodyField({ value, onChange, error }: Props) {
  const tenantId = useTenantId();
  const choices = useBlockChoices();
  const [uploading, setUploading] = useState(false);
  // The node view reads names through this ref, so blocks show them once the lists arrive.
  const labels = useRef<Record<BlockKind, Map<string, string>>>({ product: new Map(), post: new Map() });
  labels.current = {
    product: new Map((choices.data?.products ?? []).map((c) => [c.id, c.label])),
    post: new Map((choices.data?.posts ?? []).map((c) => [c.id, c.label])),
  };
  const extensions = useMemo(
    () => [CampaignImage, CampaignBlock.configure({ labelOf: (kind, id) => labels.current[kind].get(id) ?? null })],
    [],
  );

  const insertBlock = (editor: Editor | null, kind: BlockKind, choice: BlockChoice) => {
    editor
      ?.chain()
      .focus()
      .insertContent({ type: 'campaignBlock', attrs: { kind, id: choice.id } })
      .run();
  };

  const insertImage = async (editor: Editor | null, file: File | null) => {
    if (!file || !editor) return;
    setUploading(true);
    try {
      const src = await uploadCampaignImage(tenantId, file);
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src, alt: file.name.replace(/\.[^.]+$/, '') } })
        .run();
    } catch (err) {
      notifyError(failureMessage(err, 'Could not upload the image'));
    } finally {
      setUploading(false);
    }
  };

  // The editor starts once the names are known, so blocks are labelled (never remounted while typing).
  if (choices.isPending) return <Skeleton height={340} aria-label="Loading the editor" />;

  return (
    <RichTextField
      label="Body"
      value={value}
      onChange={onChange}
      error={error}
      minHeight={280}
      extensions={extensions}
      toolbarExtra={(editor) => (
        <RichTextEditor.ControlsGroup>
          <Group gap={6}>
            <FileButton accept="image/png,image/jpeg,image/webp,image/gif" onChange={(file) => void insertImage(editor, file)}>
              {(props) => (
                <Button {...props} size="compact-sm" variant="default" loading={uploading}>
                  Image
                </Button>
              )}
            </FileButton>
            <BlockMenu label="Product" choices={choices.data?.products ?? []} onPick={(c) => insertBlock(editor, 'product', c)} />
            <BlockMenu label="Blog post" choices={choices.data?.posts ?? []} onPick={(c) => insertBlock(editor, 'post', c)} />
          </Group>
        </RichTextEditor.ControlsGroup>
      )}
    />
  );
}
