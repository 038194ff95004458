import { Anchor, Box, Burger, Container, Drawer, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink, Outlet, useOutletContext } from 'react-router-dom';
import { DEMO_DISCLAIMERS, DEMO_DISTRIBUTOR } from '@/features/template-demo/data/demo-content';
import { paths } from '@/lib/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';
import classes from './demo-layout.module.css';
import template2Classes from './demo-template2.module.css';
import template3Classes from './demo-template3.module.css';

export type DemoTemplateId = 1 | 2 | 3;

export interface DemoContext {
  templateId: DemoTemplateId;
  /** '/template1', '/template2' or '/template3'. */
  basePath: string;
  siteName: string;
}

export const useDemoContext = () => useOutletContext<DemoContext>();

const t = paths.templateDemo;

export const NAV_ITEMS = [
  { label: 'Home', to: '' },
  { label: 'Products', to: t.products },
  { label: 'Opportunity', to: t.opportunity },
  { label: 'Join Us', to: t.joinUs },
  { label: 'Contact', to: t.contact },
  { label: 'Blog', to: t.blog },
] as const;

/** Absolute link inside the preview: `demoHref('/template1', 'products')` → '/template1/products'. */
export const demoHref = (basePath: string, to: string | number = ''): string =>
  to === '' ? basePath : `${basePath}/${String(to)}`;

export const basePathOf = (templateId: DemoTemplateId): string =>
  templateId === 1 ? t.template1 : templateId === 2 ? t.template2 : t.template3;

/** Each template's look, mirroring its storefront design (features/storefront/templates/). */
const VARIANT_CLASS: Record<DemoTemplateId, string | undefined> = { 1: undefined, 2: template2Classes.variant, 3: template3Classes.variant };

/**
 * Template preview on the main domain: a storefront-like layout (header, main, footer) around demo pages,
 * with a banner that says it is a preview. Templates 2 and 3 are the same content in their own look.
 */
export function DemoLayout({ templateId }: { templateId: DemoTemplateId }) {
  const [opened, menu] = useDisclosure(false);
  const { companyName } = getRuntimeConfig();
  const basePath = basePathOf(templateId);
  const siteName = DEMO_DISTRIBUTOR.siteName;
  const year = new Date().getFullYear();

  const links = (className: string | undefined, onClick?: () => void) =>
    NAV_ITEMS.map((item) => (
      <li key={item.label}>
        <NavLink to={demoHref(basePath, item.to)} end={item.to === ''} className={className} onClick={onClick}>
          {item.label}
        </NavLink>
      </li>
    ));

  return (
    <div className={[classes.page, VARIANT_CLASS[templateId]].filter(Boolean).join(' ')} data-template={templateId}>
      <Box className={classes.banner} py={8}>
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              You are previewing <strong>Template {templateId}</strong> with demo content.
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/#templates" size="sm" className={classes.bannerLink}>
                Back to templates
              </Anchor>
              <Anchor component={Link} to={paths.auth.backofficeSignup} size="sm" className={classes.bannerLink}>
                Get your own site
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>

      <Box component="header" className={classes.header}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Link to={basePath} className={classes.brand}>
                {siteName}
              </Link>
              <Text className={classes.tagline}>An Independent Distributor of {companyName}</Text>
            </Stack>
            <Box component="nav" aria-label="Main" visibleFrom="md">
              <ul className={classes.navList}>{links(classes.navLink)}</ul>
            </Box>
            <Burger
              opened={opened}
              onClick={menu.toggle}
              hiddenFrom="md"
              color={templateId === 3 ? 'white' : undefined}
              aria-label={opened ? 'Close menu' : 'Open menu'}
              aria-expanded={opened}
            />
          </Group>
        </Container>
      </Box>

      <Drawer
        opened={opened}
        onClose={menu.close}
        title={siteName}
        position="right"
        size="xs"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
      >
        <nav aria-label="Mobile">
          <ul className={classes.drawerList}>{links(classes.drawerLink, menu.close)}</ul>
        </nav>
      </Drawer>

      <main className={classes.main}>
        <Outlet context={{ templateId, basePath, siteName } satisfies DemoContext} />
      </main>

      <footer className={classes.footer}>
        <Container size="lg" py={48}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xl">
            <div>
              <h2 className={classes.footerHeading}>Quick links</h2>
              <ul className={classes.footerList}>
                {NAV_ITEMS.filter((item) => item.to !== '').map((item) => (
                  <li key={item.label}>
                    <Link to={demoHref(basePath, item.to)} className={classes.footerLink}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className={classes.footerHeading}>Contact</h2>
              <ul className={classes.footerList}>
                <li>
                  {DEMO_DISTRIBUTOR.firstName} {DEMO_DISTRIBUTOR.lastName}
                </li>
                <li>
                  <a href={`mailto:${DEMO_DISTRIBUTOR.email}`} className={classes.footerLink}>
                    {DEMO_DISTRIBUTOR.email}
                  </a>
                </li>
                <li>
                  <a href={DEMO_DISTRIBUTOR.phoneHref} className={classes.footerLink}>
                    {DEMO_DISTRIBUTOR.phone}
                  </a>
                </li>
                <li>{DEMO_DISTRIBUTOR.address}</li>
              </ul>
            </div>
            <div>
              <h2 className={classes.footerHeading}>About this site</h2>
              <Text size="sm">
                {siteName} is run by {DEMO_DISTRIBUTOR.firstName} {DEMO_DISTRIBUTOR.lastName}, an independent
                distributor of {companyName}.
              </Text>
            </div>
          </SimpleGrid>
        </Container>
        <div className={classes.disclaimers}>
          <Container size="lg" py="lg">
            <Stack gap={6}>
              {DEMO_DISCLAIMERS(companyName).map((text) => (
                <p key={text} style={{ margin: 0 }}>
                  {text}
                </p>
              ))}
              <Text size="sm" c="gray.4" mt="xs">
                © {year} {siteName}
              </Text>
            </Stack>
          </Container>
        </div>
      </footer>
    </div>
  );
}
