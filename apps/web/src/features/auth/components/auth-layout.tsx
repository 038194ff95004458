import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { getRuntimeConfig } from '@/lib/runtime-config';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Centred card shared by the sign-in, sign-up and password screens. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  usePageTitle(title);
  const { platformName } = getRuntimeConfig();
  return (
    <Center component="main" mih="100dvh" bg="gray.1" p="md">
      <Stack w="100%" maw={460} gap="md">
        <Anchor component={Link} to="/" ta="center" fw={700} fz="lg" underline="never">
          {platformName}
        </Anchor>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text ta="center" size="sm">
            {footer}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
