import { Box, Container, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { IconFacebook, IconInstagram, IconTwitter, IconYoutube } from './more-icons';
import classes from './landing-footer.module.css';
import { NewsletterSignup } from './newsletter-signup';

const LEGAL_LINKS = ['Earning Disclaimer', 'Terms of Use', 'Privacy Policy'];

const SOCIAL_LINKS: { label: string; Icon: ComponentType<{ size?: number }> }[] = [
  { label: 'Facebook', Icon: IconFacebook },
  { label: 'Twitter', Icon: IconTwitter },
  { label: 'YouTube', Icon: IconYoutube },
  { label: 'Instagram', Icon: IconInstagram },
];

interface LandingFooterProps {
  brand: string;
  supportEmail: string;
}

/** The alternative three-column footer (docs/product.md#landing) plus the newsletter signup and the copyright line. */
export function LandingFooter({ brand, supportEmail }: LandingFooterProps) {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={{ base: 48, md: 64 }}>
        <div className={classes.columns}>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={classes.heading}>
              Legal
            </h2>
            <ul className={classes.list}>
              {LEGAL_LINKS.map((label) => (
                <li key={label}>
                  <a href="#" className={classes.link}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 id="footer-social" className={classes.heading}>
              Connect With Us
            </h2>
            <ul className={classes.socials} aria-labelledby="footer-social">
              {SOCIAL_LINKS.map(({ label, Icon }) => (
                <li key={label}>
                  <a href="#" className={classes.social} aria-label={label}>
                    <Icon size={20} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h2 className={classes.heading}>Contact</h2>
            <Stack gap={8}>
              <a href={`mailto:${supportEmail}`} className={classes.link}>
                {supportEmail}
              </a>
              <Text size="sm">24 X 7 online support</Text>
            </Stack>
          </div>

          <div>
            <h2 className={classes.heading}>Newsletter Signup</h2>
            <Text size="sm" mb="sm">
              Sign up to receive updates and exclusive offers
            </Text>
            <NewsletterSignup />
          </div>
        </div>
      </Container>
      <div className={classes.bottom}>
        <Container size="xl" py="lg">
          <Text size="sm" ta="center">
            {`© ${String(year)} ${brand}. All rights reserved.`}
          </Text>
        </Container>
      </div>
    </Box>
  );
}
