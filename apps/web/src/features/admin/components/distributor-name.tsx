import { Anchor, Stack, Text } from '@mantine/core';
import { tenantSiteUrl } from '@/lib/site-url';

interface DistributorNameProps {
  siteName: string | null;
  subdomain: string;
  /** Link the subdomain to the distributor's storefront (a new tab). */
  linked?: boolean;
}

/** A distributor in an admin table: their site's name (the subdomain when none is set) over their subdomain. */
export function DistributorName({ siteName, subdomain, linked = false }: DistributorNameProps) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {siteName ?? subdomain}
      </Text>
      {linked ? (
        <Anchor href={tenantSiteUrl(subdomain)} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
          {subdomain}
        </Anchor>
      ) : (
        <Text size="xs" c="dimmed">
          {subdomain}
        </Text>
      )}
    </Stack>
  );
}
