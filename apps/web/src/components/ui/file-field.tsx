import '@mantine/dropzone/styles.css';
import { Anchor, Button, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useId, useRef, useState } from 'react';
import { fileRejectionMessage, IMAGE_UPLOAD, isFile, useObjectUrl, type FileValue } from '@/lib/files';
import { safeHref } from '@/lib/safe-href';

/** `document` takes a PDF, a video or an image (the admin's training file); the others take only their own kind. */
export type FileKind = 'image' | 'pdf' | 'video' | 'document';

const PDF = ['application/pdf'];
const VIDEO = ['video/mp4', 'video/webm', 'video/quicktime'];

const KINDS: Record<FileKind, { accept: string[]; maxSize: number; noun: string }> = {
  image: IMAGE_UPLOAD,
  pdf: { accept: PDF, maxSize: 20 * 1024 ** 2, noun: 'a PDF (up to 20 MB)' },
  video: { accept: VIDEO, maxSize: 100 * 1024 ** 2, noun: 'a video (MP4, WebM or MOV, up to 100 MB)' },
  document: { accept: [...PDF, ...VIDEO, ...IMAGE_UPLOAD.accept], maxSize: 100 * 1024 ** 2, noun: 'a PDF, video or image' },
};

/** A preview URL for a picked file (revoked when it changes or the field unmounts), else the stored URL if it is safe. */
function useFilePreview(value: FileValue): string | null {
  const file = isFile(value) ? value : null;
  const objectUrl = useObjectUrl(file);
  if (file) return objectUrl;
  return safeHref(value);
}

/** What the preview shows: fixed by the kind, except a `document`, which is told by its type or extension. */
function previewMedia(kind: FileKind, value: FileValue, fileName: string): 'image' | 'video' | null {
  if (kind === 'image' || kind === 'video') return kind;
  if (kind === 'pdf') return null;
  const type = isFile(value) ? value.type : '';
  if (type.startsWith('image/') || (!type && /\.(png|jpe?g|webp|gif)$/i.test(fileName))) return 'image';
  if (type.startsWith('video/') || (!type && /\.(mp4|webm|mov)$/i.test(fileName))) return 'video';
  return null;
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
 * Image / PDF / video / document upload for the back office and the admin: drop or pick a file, see a
 * preview (object URL) before saving, then replace or remove it. The file input carries the field's
 * label, so tests and assistive tech find it by name.
 */
export function FileField({ label, kind = 'image', value, onChange, description, error, disabled }: FileFieldProps) {
  const inputId = useId();
  const openRef = useRef<() => void>(null);
  const preview = useFilePreview(value);
  const [rejection, setRejection] = useState<string | null>(null);
  const config = KINDS[kind];
  const hasValue = value !== null && value !== '';
  const fileName = isFile(value) ? value.name : typeof value === 'string' ? (value.split('/').pop() ?? '') : '';
  const media = preview ? previewMedia(kind, value, fileName) : null;

  return (
    <Input.Wrapper id={inputId} label={label} description={description} error={error ?? rejection}>
      <Stack gap="xs" mt={4}>
        {hasValue && (
          <Paper withBorder radius="md" p="xs">
            <Group gap="md" wrap="nowrap" align="center">
              {media === 'image' && preview && (
                <Image src={preview} alt={`${label} preview`} h={96} w={160} fit="contain" radius="sm" bg="gray.1" />
              )}
              {media === 'video' && preview && (
                <video src={preview} controls aria-label={`${label} preview`} style={{ maxHeight: 120, maxWidth: 220 }} />
              )}
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {isFile(value) ? (
                    `New file: ${fileName}`
                  ) : preview ? (
                    <Anchor href={preview} target="_blank" rel="noopener noreferrer" size="sm">
                      {fileName || 'Current file'}
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
          // With a file chosen, Replace opens the picker; the hidden input keeps the label for tests and assistive tech.
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
