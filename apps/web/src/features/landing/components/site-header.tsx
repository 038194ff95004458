import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useEffect, useState, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { deferred, whenIdle } from '@/features/landing/lib/deferred';
import { scrollToSection } from '@/features/landing/lib/scroll';
import { paths } from '@/lib/paths';
import { IconCheck } from './icons';
import { isPlainClick, SectionLinks } from './section-links';
import classes from './site-header.module.css';

const mobileMenu = deferred(() => import('./mobile-menu'));

/** Below this width the links live in the slide-out menu (Mantine's `lg` breakpoint). */
const COMPACT_QUERY = '(max-width: 74.99em)';

/** Sticky top bar: smooth-scroll links, Join Now, and a slide-out menu on small screens (docs/product.md#landing). */
export function SiteHeader({ brand }: { brand: string }) {
  const [opened, setOpened] = useState(false);
  // The drawer's chunk is only mounted once the menu has been opened (then it stays, for the close transition).
  const [menuUsed, setMenuUsed] = useState(false);

  // On small screens, fetch the menu's chunk while the browser is idle so the first tap is instant.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(COMPACT_QUERY).matches) return;
    return whenIdle(mobileMenu.preload);
  }, []);

  const toggle = () => {
    setMenuUsed(true);
    setOpened((value) => !value);
  };
  const close = () => {
    setOpened(false);
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group className={classes.inner} justify="space-between" wrap="nowrap" gap="sm">
          <a
            href="#promotion"
            className={classes.brand}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              scrollToSection('promotion');
            }}
          >
            <span className={classes.logo} aria-hidden>
              <IconCheck size={18} />
            </span>
            <span className={classes.brandText}>{brand}</span>
          </a>

          <Box component="nav" aria-label="Main" visibleFrom="lg">
            <ul className={classes.links}>
              <SectionLinks className={classes.link} />
            </ul>
          </Box>

          <Group gap="xs" wrap="nowrap" className={classes.actions}>
            <Button component={Link} to={paths.auth.backofficeSignup} radius="xl" size="sm" color="teal.9" className={classes.join}>
              Join Now
            </Button>
            <Burger
              opened={opened}
              onClick={toggle}
              onPointerEnter={mobileMenu.preload}
              onFocus={mobileMenu.preload}
              hiddenFrom="lg"
              aria-label={opened ? 'Close menu' : 'Open menu'}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>

      {menuUsed && (
        <Suspense fallback={null}>
          <mobileMenu.Component opened={opened} onClose={close} brand={brand} />
        </Suspense>
      )}
    </Box>
  );
}
