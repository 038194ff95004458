import { Box, Group, SegmentedControl, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';

const WIDTHS = { desktop: 680, mobile: 375 } as const;
type Device = keyof typeof WIDTHS;

/**
 * The email as subscribers get it, in a sandboxed frame (no scripts, links open outside) at a desktop or
 * a phone's width.
 */
export function EmailPreview({ html, subject, loading }: { html: string | null; subject: string; loading: boolean }) {
  const [device, setDevice] = useState<Device>('desktop');
  // Links in the preview open in a new tab instead of inside the frame.
  const doc = html?.replace(/<head>/i, '<head><base target="_blank">') ?? null;
  return (
    <Box>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed" truncate maw="60%">
          Subject: <strong>{subject || '(no subject yet)'}</strong>
        </Text>
        <SegmentedControl
          size="xs"
          value={device}
          onChange={(v) => {
            setDevice(v);
          }}
          data={[
            { value: 'desktop', label: 'Desktop' },
            { value: 'mobile', label: 'Mobile' },
          ]}
          aria-label="Preview width"
        />
      </Group>
      <Box style={{ display: 'flex', justifyContent: 'center', background: '#eef1f4', borderRadius: 8, padding: 12 }}>
        {doc ? (
          <iframe
            title={`Email preview (${device})`}
            srcDoc={doc}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            style={{
              width: WIDTHS[device],
              maxWidth: '100%',
              height: 640,
              border: '1px solid #d0d7de',
              borderRadius: 6,
              background: '#fff',
              opacity: loading ? 0.6 : 1,
            }}
          />
        ) : (
          <Skeleton width={WIDTHS[device]} maw="100%" height={640} />
        )}
      </Box>
    </Box>
  );
}
