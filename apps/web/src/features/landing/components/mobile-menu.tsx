import { Button, Drawer } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { SectionLinks } from './section-links';
import classes from './site-header.module.css';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  brand: string;
}

/** The slide-out menu of small screens; its own chunk, fetched when the menu is first needed. */
export default function MobileMenu({ opened, onClose, brand }: MobileMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={brand}
      position="right"
      size="xs"
      hiddenFrom="lg"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Mobile">
        <ul className={classes.drawerLinks}>
          <SectionLinks className={classes.drawerLink} onNavigate={onClose} />
        </ul>
      </nav>
      <Button component={Link} to={paths.auth.backofficeSignup} fullWidth radius="xl" mt="lg" color="teal.9" onClick={onClose}>
        Join Now
      </Button>
    </Drawer>
  );
}
