import { Badge } from '@mantine/core';

const LABELS: Record<string, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  verified: { label: 'Verified', color: 'green' },
  pending: { label: 'Pending DNS', color: 'yellow' },
};

/** Whether the storefront answers: a subdomain site is Active at once; a custom domain is Pending DNS until verified. */
export function SiteStatusChip({ status }: { status: string }) {
  const shown = LABELS[status] ?? { label: status, color: 'gray' };
  return (
    <Badge variant="light" color={shown.color} aria-label={`Site status: ${shown.label}`}>
      {shown.label}
    </Badge>
  );
}
