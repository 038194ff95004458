import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { verificationLabel } from '@/lib/domain-health';
import { refreshFeedback, REFRESH_WAIT_MS } from '@/lib/refresh-feedback';

interface RefreshDnsButtonProps {
  onRefresh: () => void;
  refreshing: boolean;
  /** When the worker last looked the records up (ISO), and what it concluded. */
  checkedAt: string | null;
  status: string;
}

/**
 * "Refresh DNS" with visible feedback: "Checking DNS…" from the click until the worker's next look-up
 * lands (the screen polls), then that look-up's result. The check runs in the worker, so the request
 * returning is not the answer.
 */
export function RefreshDnsButton({ onRefresh, refreshing, checkedAt, status }: RefreshDnsButtonProps) {
  const [requestedAt, setRequestedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const feedback = refreshFeedback({ requestedAt, refreshing, checkedAt, now });

  useEffect(() => {
    if (feedback !== 'checking') return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [feedback]);

  return (
    <Group gap="sm" wrap="wrap" justify="flex-end">
      <Text size="sm" role="status" aria-live="polite" c={feedback === 'done' ? undefined : 'dimmed'}>
        {feedback === 'checking' && 'Checking DNS…'}
        {feedback === 'done' && `Checked: ${verificationLabel(status)}`}
        {feedback === 'slow' &&
          `Still checking; the result appears here within ${String(Math.round(REFRESH_WAIT_MS / 60_000))} minute or so.`}
      </Text>
      <Button
        variant="light"
        loading={refreshing}
        onClick={() => {
          const at = Date.now();
          setRequestedAt(at);
          setNow(at);
          onRefresh();
        }}
      >
        Refresh DNS
      </Button>
    </Group>
  );
}
