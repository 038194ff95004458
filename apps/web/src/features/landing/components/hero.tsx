import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CLAIMS } from '@/features/landing/content';
import { IconCheck } from './icons';
import classes from './hero.module.css';

const HIGHLIGHTS = [
  'Preloaded products by country with local pricing',
  'Custom branding and your own domain',
  'Lead capture with autoresponder emails',
];

const STATS = [
  { value: CLAIMS.activation, label: 'to activate your site' },
  { value: CLAIMS.uptime, label: 'uptime' },
  { value: CLAIMS.distributors, label: 'distributors worldwide' },
];

/** Home / promotion section (docs/product.md#landing). 'Get Started' and 'Demo Site' have no behaviour. */
export function Hero({ companyName }: { companyName: string }) {
  return (
    <Box component="section" id="promotion" tabIndex={-1} aria-labelledby="promotion-title" className={classes.hero}>
      <Container size="xl" py={{ base: 48, md: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }} verticalSpacing={40}>
          <Stack gap="lg" justify="center">
            <Text span className={classes.badge}>
              For independent {companyName} distributors
            </Text>
            <Title order={1} id="promotion-title" className={classes.title}>
              Your own distributor website, live within 24 hours
            </Title>
            <Text size="xl" className={classes.pitch}>
              A professional, mobile-ready site with your products, your brand and a back office that turns visitors into leads — without
              any technical skills.
            </Text>
            <Stack component="ul" gap={8} p={0} m={0} style={{ listStyle: 'none' }}>
              {HIGHLIGHTS.map((item) => (
                <Group component="li" key={item} gap={10} wrap="nowrap" align="flex-start" className={classes.pitch}>
                  <IconCheck size={20} style={{ flex: 'none', marginTop: 2 }} />
                  <span>{item}</span>
                </Group>
              ))}
            </Stack>
            <Group gap="sm">
              <Button type="button" size="lg" radius="xl" variant="white" color="teal.9">
                Get Started
              </Button>
              <Button type="button" size="lg" radius="xl" variant="outline" className={classes.outlineButton}>
                Demo Site
              </Button>
            </Group>
          </Stack>
          <Box style={{ alignSelf: 'center' }}>
            <img
              src="/landing/hero-site.svg"
              alt="A distributor website shown on a laptop and a phone"
              width={480}
              height={360}
              className={classes.art}
              fetchPriority="high"
            />
          </Box>
        </SimpleGrid>
        <SimpleGrid component="dl" cols={3} spacing="md" mt={{ base: 40, md: 56 }} mb={0} className={classes.stats}>
          {STATS.map((stat) => (
            <Stack key={stat.label} gap={2}>
              <dt className={classes.statLabel} style={{ order: 2 }}>
                {stat.label}
              </dt>
              <dd className={classes.statValue} style={{ margin: 0, order: 1 }}>
                {stat.value}
              </dd>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
