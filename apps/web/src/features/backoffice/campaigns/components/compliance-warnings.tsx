import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ComplianceWarning, SendingBlocker } from '@/features/backoffice/campaigns/api/campaigns';
import { paths, toBackoffice } from '@/lib/paths';

const TITLES: Record<ComplianceWarning['kind'], string> = {
  disease_claim: 'Health claim',
  income_claim: 'Income claim',
};

/** The sentence with the words that triggered the warning marked. */
function Highlighted({ sentence, phrase }: { sentence: string; phrase: string }) {
  const at = sentence.toLowerCase().indexOf(phrase.toLowerCase());
  if (at < 0 || !phrase) return <>{sentence}</>;
  return (
    <>
      {sentence.slice(0, at)}
      <mark>{sentence.slice(at, at + phrase.length)}</mark>
      {sentence.slice(at + phrase.length)}
    </>
  );
}

/** What the compliance check flagged, each with the sentence highlighted and a plain explanation. */
export function ComplianceWarnings({ warnings }: { warnings: ComplianceWarning[] }) {
  if (!warnings.length) return null;
  return (
    <Alert
      color="yellow"
      title={`Compliance check: ${warnings.length} ${warnings.length === 1 ? 'sentence needs' : 'sentences need'} a second look`}
      data-testid="compliance-warnings"
    >
      <List spacing="sm" size="sm">
        {warnings.map((w) => (
          <List.Item key={`${w.kind}-${w.sentence}`}>
            <Text size="sm" fw={600} span>
              {TITLES[w.kind]}:{' '}
            </Text>
            <Text size="sm" span>
              “<Highlighted sentence={w.sentence} phrase={w.phrase} />”
            </Text>
            <Text size="xs" c="dimmed" mt={2}>
              {w.explanation}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Only back-office paths are followed; anything else (never sent by the API) falls back to Settings. */
const fixPath = (path: string) => (path.startsWith(`${paths.backoffice.root}/`) ? path : toBackoffice(paths.backoffice.settings));

/**
 * What the compliance check says must be fixed before any send (the postal address): unlike a warning,
 * no acknowledgement lets a campaign (or a sequence) through, so each comes with a link to where it is fixed.
 */
export function SendingBlockers({ blockers, what = 'campaign' }: { blockers: SendingBlocker[]; what?: string }) {
  if (!blockers.length) return null;
  return (
    <Alert color="red" title={`Compliance check: this ${what} cannot be sent yet`} data-testid="sending-blockers">
      <Stack gap="xs">
        {blockers.map((b) => (
          <div key={b.code}>
            <Text size="sm">{b.message}</Text>
            <Anchor component={Link} to={fixPath(b.fix_path)} size="sm" fw={600}>
              {b.fix_label}
            </Anchor>
          </div>
        ))}
      </Stack>
    </Alert>
  );
}
