import '@mantine/dropzone/styles.css';
import { Anchor, Button, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useId, useState } from 'react';
import { fileRejectionMessage, IMAGE_UPLOAD, isFile, useObjectUrl, type FileValue } from '@/lib/files';

export type UploadKind = 'image' | 'document';

const KINDS: Record<UploadKind, { accept: string[]; maxSize: number; noun: string }> = {
  image: IMAGE_UPLOAD,
  document: {
    accept: ['application/pdf', 'video/mp4', 'video/webm', 'video/quicktime', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    maxSize: 100 * 1024 ** 2,
    noun: 'a PDF, video or image',
  },
};

/** Object URL of a picked file (revoked when it changes), else the stored URL. */
export function usePreviewUrl(value: FileValue): string | null {
  const file = isFile(value) ? value : null;
  const objectUrl = useObjectUrl(file);
  if (file) return objectUrl;
  return typeof value === 'string' && value !== '' ? value : null;
}

interface UploadFieldProps {
  label: string;
  kind?: UploadKind;
  value: FileValue;
  onChange: (value: FileValue) => void;
  error?: string | null;
  description?: string;
}

/**
 * Drop or pick a file, see it before saving (images preview), replace or remove it. The hidden file
 * input carries the field's label, so tests and assistive tech find it by name.
 */
export function UploadField({ label, kind = 'image', value, onChange, error, description }: UploadFieldProps) {
  const id = useId();
  const preview = usePreviewUrl(value);
  const [rejected, setRejected] = useState<string | null>(null);
  const config = KINDS[kind];
  const hasValue = value !== null && value !== '';
  const name = isFile(value) ? value.name : typeof value === 'string' ? (value.split('/').pop() ?? value) : '';
  const isImage = isFile(value) ? value.type.startsWith('image/') : /\.(png|jpe?g|webp|gif)$/i.test(name);

  return (
    <Input.Wrapper id={id} label={label} description={description} error={error ?? rejected}>
      <Stack gap="xs" mt={4}>
        {hasValue && (
          <Paper withBorder radius="md" p="xs">
            <Group gap="md" wrap="nowrap">
              {isImage && preview && (
                <Image src={preview} alt={`${label} preview`} h={80} w={128} fit="contain" radius="sm" bg="gray.1" />
              )}
              <Stack gap={4} style={{ minWidth: 0 }}>
                {isFile(value) ? (
                  <Text size="sm" truncate>
                    New file: {name} <Text span c="dimmed" size="xs">(not saved yet)</Text>
                  </Text>
                ) : (
                  <Anchor href={preview ?? undefined} target="_blank" rel="noopener noreferrer" size="sm" truncate>
                    {name || 'Current file'}
                  </Anchor>
                )}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  w="fit-content"
                  aria-label={`Remove ${label.toLowerCase()}`}
                  onClick={() => {
                    setRejected(null);
                    onChange(null);
                  }}
                >
                  Remove
                </Button>
              </Stack>
            </Group>
          </Paper>
        )}
        <Dropzone
          onDrop={(files) => {
            setRejected(null);
            if (files[0]) onChange(files[0]);
          }}
          onReject={(rejections) => {
            setRejected(fileRejectionMessage(rejections, config.noun));
          }}
          accept={config.accept}
          maxSize={config.maxSize}
          multiple={false}
          inputProps={{ id, 'aria-label': label }}
          p="sm"
        >
          <Text size="sm" c="dimmed" ta="center">
            {hasValue ? 'Drop a new file to replace it, or click' : `Drag ${config.noun} here, or click to choose`}
          </Text>
        </Dropzone>
      </Stack>
    </Input.Wrapper>
  );
}
