import '@mantine/dropzone/styles.css';
import { Anchor, Button, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useId, useRef, useState } from 'react';
import { safeHref } from '@/features/backoffice/lib/format';
import { fileRejectionMessage, IMAGE_UPLOAD, isFile, useObjectUrl, type FileValue } from '@/lib/files';

export type FileKind = 'image' | 'pdf' | 'video';

const KINDS: Record<FileKind, { accept: string[]; maxSize: number; noun: string }> = {
  image: IMAGE_UPLOAD,
  pdf: { accept: ['application/pdf'], maxSize: 20 * 1024 ** 2, noun: 'a PDF (up to 20 MB)' },
  video: { accept: ['video/mp4', 'video/webm', 'video/quicktime'], maxSize: 100 * 1024 ** 2, noun: 'a video (MP4, WebM or MOV, up to 100 MB)' },
};

/** A preview URL for a picked file (revoked when it changes or the field unmounts), else the stored URL. */
export function useFilePreview(value: FileValue): string | null {
  const file = isFile(value) ? value : null;
  const objectUrl = useObjectUrl(file);
  if (file) return objectUrl;
  return safeHref(value);
}

export interface FileFieldProps {
  label: string;
  kind?: FileKind;
  value: FileValue;
  onChange: (value: FileValue) => void;
  description?: string;
  error?: string | null;
  disabled?: boolean;
}

/**
 * Image / PDF / video upload: drop or pick a file, see a preview (object URL) before saving, then
 * replace or remove it. The file input carries the field's label, so it can be found by it.
 */
export function FileField({ label, kind = 'image', value, onChange, description, error, disabled }: FileFieldProps) {
  const inputId = useId();
  const openRef = useRef<() => void>(null);
  const preview = useFilePreview(value);
  const [rejection, setRejection] = useState<string | null>(null);
  const config = KINDS[kind];
  const hasValue = value !== null && value !== '';
  const fileName = isFile(value) ? value.name : typeof value === 'string' ? value.split('/').pop() : null;

  return (
    <Input.Wrapper id={inputId} label={label} description={description} error={error ?? rejection}>
      <Stack gap="xs" mt={4}>
        {hasValue && (
          <Paper withBorder radius="md" p="xs">
            <Group gap="md" wrap="nowrap" align="center">
              {kind === 'image' && preview && (
                <Image src={preview} alt={`${label} preview`} h={96} w={160} fit="contain" radius="sm" bg="gray.1" />
              )}
              {kind === 'video' && preview && (
                <video src={preview} controls aria-label={`${label} preview`} style={{ maxHeight: 120, maxWidth: 220 }} />
              )}
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {isFile(value) ? `New file: ${fileName ?? ''}` : preview ? (
                    <Anchor href={preview} target="_blank" rel="noopener noreferrer" size="sm">
                      {fileName ?? 'Current file'}
                    </Anchor>
                  ) : null}
                </Text>
                {isFile(value) && (
                  <Text size="xs" c="dimmed">
                    Not saved yet
                  </Text>
                )}
                <Group gap="xs">
                  <Button size="xs" variant="default" disabled={disabled} onClick={() => openRef.current?.()}>
                    Replace
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    disabled={disabled}
                    aria-label={`Remove ${label.toLowerCase()}`}
                    onClick={() => {
                      setRejection(null);
                      onChange(null);
                    }}
                  >
                    Remove
                  </Button>
                </Group>
              </Stack>
            </Group>
          </Paper>
        )}
        <Dropzone
          openRef={openRef}
          onDrop={(files) => {
            setRejection(null);
            const [file] = files;
            if (file) onChange(file);
          }}
          onReject={(rejections) => {
            setRejection(fileRejectionMessage(rejections, config.noun));
          }}
          accept={config.accept}
          maxSize={config.maxSize}
          multiple={false}
          disabled={disabled}
          inputProps={{ id: inputId, 'aria-label': label }}
          p="md"
          style={hasValue ? { display: 'none' } : undefined}
        >
          <Text size="sm" c="dimmed" ta="center">
            Drag {config.noun} here, or click to choose a file
          </Text>
        </Dropzone>
      </Stack>
    </Input.Wrapper>
  );
}
