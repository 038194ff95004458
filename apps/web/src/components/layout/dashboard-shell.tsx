import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';

export interface ShellNavItem {
  label: string;
  /** Absolute path. */
  to: string;
  /** Screen name for placeholders and the document title; defaults to `label`. */
  title?: string;
  /** Other paths showing the same screen (an index route, a redirect source). */
  aliases?: string[];
}

export interface ShellNavGroup {
  group: string;
  items: ShellNavItem[];
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function findNavItem(groups: ShellNavGroup[], pathname: string): ShellNavItem | undefined {
  const path = trimSlash(pathname);
  for (const { items } of groups) {
    const match = items.find((item) => item.to === path || item.aliases?.includes(path));
    if (match) return match;
  }
  return undefined;
}

interface DashboardShellProps {
  brand: string;
  /** Shown in the header, e.g. the signed-in person. */
  headerRight?: ReactNode;
  nav: ShellNavGroup[];
  onLogout: () => void;
}

/** Sidebar + header frame shared by the back office and the admin area. */
export function DashboardShell({ brand, headerRight, nav, onLogout }: DashboardShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const current = findNavItem(nav, pathname);

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            <Text fw={700} truncate>
              {brand}
            </Text>
          </Group>
          {headerRight}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Sections">
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap="xs" component="nav">
            {nav.map(({ group, items }) => (
              <div key={group}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
                  {group}
                </Text>
                {items.map((item) => (
                  <NavLink
                    key={item.to}
                    component={Link}
                    to={item.to}
                    label={item.label}
                    active={current === item}
                    aria-current={current === item ? 'page' : undefined}
                    onClick={close}
                  />
                ))}
              </div>
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="xs">
          <Button fullWidth variant="light" color="red" onClick={onLogout}>
            Log out
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
