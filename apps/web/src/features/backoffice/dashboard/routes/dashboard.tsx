import { Alert, Anchor, Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { useAudienceTotal } from '@/features/backoffice/audience/api/audience';
import { useCurrentUser } from '@/features/backoffice/components/current-user';
import { ValueSkeleton } from '@/features/backoffice/components/query-state';
import { LoadError } from '@/components/ui/query-state';
import { dateTime } from '@/features/backoffice/lib/format';
import { useInbox } from '@/features/backoffice/notifications/api/notifications';
import { useSettings } from '@/features/backoffice/settings/api/settings';
import { SiteStatusChip } from '@/components/domains/site-status-chip';
import { DomainStatusChips } from '@/components/domains/dns-instructions';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths, toBackoffice } from '@/lib/paths';
import { tenantSiteUrl } from '@/lib/site-url';
import { useAnalytics } from '@/features/backoffice/analytics/api/analytics';
import { change, presetRange, previousWeek } from '@/features/backoffice/analytics/lib/ranges';
import { FollowUpTodayCard } from '@/features/backoffice/dashboard/components/follow-up-card';
import { SequencesCard } from '@/features/backoffice/sequences/components/sequences-card';

const b = paths.backoffice;

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function useCopy(text: string | null) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => {
      setCopied(false);
    }, 2000);
    return () => {
      window.clearTimeout(timer);
    };
  }, [copied]);
  const copy = () => {
    if (!text) return;
    if (!('clipboard' in navigator)) {
      notifyError('Copying is not available in this browser.');
      return;
    }
    void navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true);
        notifySuccess('Site link copied');
      },
      () => {
        notifyError('Could not copy the link.');
      },
    );
  };
  return { copied, copy };
}

function SiteCard({ siteUrl }: { siteUrl: string | null }) {
  const { copied, copy } = useCopy(siteUrl);
  return (
    <Card title="Your live site">
      {siteUrl ? (
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap="sm" style={{ flex: 1, minWidth: 220 }}>
            <Code block>{siteUrl}</Code>
            <Group gap="sm">
              <Button component="a" href={siteUrl} target="_blank" rel="noopener noreferrer">
                Visit your site
              </Button>
              <Button variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              Scan the QR code to open your site on a phone, or print it on your flyers and cards.
            </Text>
          </Stack>
          <Paper withBorder p="xs" radius="sm" bg="white">
            <QRCodeSVG value={qrUrl(siteUrl)} size={128} marginSize={1} role="img" aria-label={`QR code for ${siteUrl}`} />
          </Paper>
        </Group>
      ) : (
        <Text c="dimmed">Your site address is not available yet.</Text>
      )}
    </Card>
  );
}

/** The QR code's link says where its visitors came from: they show as source "qr" in analytics. */
function qrUrl(siteUrl: string): string {
  const url = new URL(siteUrl);
  url.searchParams.set('utm_source', 'qr');
  return url.toString();
}

/** Visitors over the last 7 days, with the change against the 7 days before. */
function VisitorsCard() {
  const week = useAnalytics(presetRange('7d'));
  const before = useAnalytics(previousWeek());
  const visitors = week.data?.totals.visitors;
  const delta = visitors !== undefined && before.data ? change(visitors, before.data.totals.visitors) : null;
  return (
    <Card
      title="Visitors (7 days)"
      action={
        <Anchor component={Link} to={toBackoffice(b.analytics)} size="sm">
          Analytics
        </Anchor>
      }
    >
      {week.isPending ? (
        <ValueSkeleton width={80} />
      ) : week.isError ? (
        <LoadError
          error={week.error}
          onRetry={() => {
            void week.refetch();
          }}
        />
      ) : (
        <Group gap="sm" align="baseline">
          <Text fz={32} fw={700}>
            {(visitors ?? 0).toLocaleString()}
          </Text>
          {delta !== null && (
            <Badge color={delta >= 0 ? 'green' : 'red'} variant="light">
              {delta >= 0 ? '+' : ''}
              {delta}% vs previous 7 days
            </Badge>
          )}
        </Group>
      )}
    </Card>
  );
}

function PublishCard() {
  const settings = useSettings();
  const answer = settings.data;
  return (
    <Card
      title="Site status"
      action={
        <Anchor component={Link} to={toBackoffice(b.settings)} size="sm">
          Settings
        </Anchor>
      }
    >
      {settings.isPending ? (
        <ValueSkeleton width={160} />
      ) : settings.isError ? (
        <LoadError
          error={settings.error}
          onRetry={() => {
            void settings.refetch();
          }}
        />
      ) : answer ? (
        <Stack gap="xs">
          <Group gap="xs">
            <Text size="sm">Publish state:</Text>
            <Badge color={answer.settings.publish_on_site ? 'green' : 'gray'} variant="light">
              {answer.settings.publish_on_site ? 'Published' : 'Not published'}
            </Badge>
          </Group>
          {answer.settings.domain_type === 'custom_domain' && answer.settings.custom_domain ? (
            <Stack gap={4}>
              <Text size="sm">
                Custom domain: <strong>{answer.settings.custom_domain}</strong>
              </Text>
              <DomainStatusChips answer={answer} />
            </Stack>
          ) : (
            <Group gap="xs">
              <Text size="sm">Domain:</Text>
              <Badge variant="light" color="blue">
                Subdomain
              </Badge>
              {/* Live from the moment it exists: no DNS to wait for. */}
              <SiteStatusChip status={answer.settings.site_status} />
            </Group>
          )}
        </Stack>
      ) : null}
    </Card>
  );
}

function CountCard({ title, kind }: { title: string; kind: 'subscribers' | 'leads' }) {
  const total = useAudienceTotal(kind);
  return (
    <Card
      title={title}
      action={
        <Anchor component={Link} to={toBackoffice(b.subscriberMessage)} size="sm">
          View
        </Anchor>
      }
    >
      {total.isPending ? (
        <ValueSkeleton />
      ) : total.isError ? (
        <LoadError
          error={total.error}
          onRetry={() => {
            void total.refetch();
          }}
        />
      ) : (
        <Text fz={32} fw={700} aria-label={`${title}: ${total.data}`}>
          {total.data}
        </Text>
      )}
    </Card>
  );
}

function NotificationsCard() {
  const inbox = useInbox();
  const unread = inbox.data?.unread ?? 0;
  return (
    <Card
      title="Latest notifications"
      action={
        <Group gap="xs">
          {/* red.8: white on it reads 4.5:1 (WCAG AA for its small text); the default red.6 read 3.3:1. */}
          {unread > 0 && <Badge color="red.8">{unread} unread</Badge>}
          <Anchor component={Link} to={toBackoffice(b.notifications)} size="sm">
            All notifications
          </Anchor>
        </Group>
      }
    >
      {inbox.isPending ? (
        <Stack gap="xs">
          <ValueSkeleton width={240} />
          <ValueSkeleton width={200} />
        </Stack>
      ) : inbox.isError ? (
        <LoadError
          error={inbox.error}
          onRetry={() => {
            void inbox.refetch();
          }}
        />
      ) : inbox.data.notifications.length === 0 ? (
        <Text c="dimmed" size="sm">
          No notifications yet.
        </Text>
      ) : (
        <Stack gap="xs">
          {inbox.data.notifications.slice(0, 5).map((notification) => (
            <Stack key={notification.notification_id} gap={0}>
              <Group gap="xs">
                <Text size="sm" fw={notification.read_at ? 400 : 700}>
                  {notification.title}
                </Text>
                {!notification.read_at && (
                  <Badge size="xs" variant="filled">
                    New
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {[dateTime(notification.created_at), notification.message].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/**
 * Shown until the site's Buy links carry the distributor's identity (their own shop link, or their member
 * ID in the country's template: docs/product.md "Shop links and sales credit").
 */
function SalesCreditBanner() {
  const settings = useSettings();
  if (!settings.data || settings.data.settings.sales_credited) return null;
  return (
    <Alert color="yellow" title="Your sales are not credited to you yet — add your member ID" role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Until then, the Buy buttons of your site lead to the company shop without your name on the sale.</Text>
        <Anchor component={Link} to={`${toBackoffice(b.settings)}?field=member_id`} size="sm">
          Add your member ID
        </Anchor>
      </Stack>
    </Alert>
  );
}

export function BackofficeDashboardRoute() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const siteUrl = user.subdomain ? tenantSiteUrl(user.subdomain) : null;

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>Welcome, {name || user.email}</Title>
      <SalesCreditBanner />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <VisitorsCard />
        <CountCard title="Leads" kind="leads" />
        <CountCard title="Subscribers" kind="subscribers" />
      </SimpleGrid>
      <FollowUpTodayCard />
      <SequencesCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SiteCard siteUrl={siteUrl} />
        <PublishCard />
      </SimpleGrid>
      <NotificationsCard />
    </Stack>
  );
}
