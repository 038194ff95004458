import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { NewsletterSignup } from '@/features/landing/components/newsletter-signup';
import { SiteHeader } from '@/features/landing/components/site-header';
import { confirmationCopy, confirmationResultOf } from '@/lib/newsletter-confirmation';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { paths } from '@/lib/paths';
import classes from './landing-page.module.css';

/**
 * /newsletters/confirm?result=… on the main domain — where the landing newsletter's double opt-in link
 * lands (through the API's redirect). The storefront's page says the same; the platform sends no welcome.
 */
export function LandingNewsletterConfirmRoute() {
  const { platformName } = getRuntimeConfig();
  const copy = confirmationCopy(confirmationResultOf(useLocation().search), platformName, { welcome: false });
  usePageTitle(copy.title);
  return (
    <div className={classes.page}>
      <SiteHeader brand={platformName} />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Container size="sm" py="xl">
          <Stack gap="md">
            <Title order={1}>{copy.title}</Title>
            <Text data-testid="confirmation-text">{copy.text}</Text>
            {copy.subscribeAgain ? <NewsletterSignup /> : <Anchor href={paths.home}>Back to the home page</Anchor>}
          </Stack>
        </Container>
      </main>
    </div>
  );
}
