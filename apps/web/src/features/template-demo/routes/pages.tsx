import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/page-title';
import { demoHref, useDemoContext } from '@/features/template-demo/components/demo-layout';
import classes from '@/features/template-demo/components/demo-layout.module.css';
import {
  AVAILABILITY_LABEL,
  DEMO_DISTRIBUTOR,
  DEMO_POSTS,
  DEMO_PRODUCTS,
  findPost,
  findProduct,
  formatDate,
  formatPrice,
  type DemoPost,
  type DemoProduct,
} from '@/features/template-demo/data/demo-content';
import { paths } from '@/lib/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';

const t = paths.templateDemo;

function useDemoTitle(page: string | undefined) {
  const { templateId } = useDemoContext();
  usePageTitle(page ? `${page} · Template ${String(templateId)} demo` : `Template ${String(templateId)} demo`);
}

function PageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className={classes.hero}>
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <Title order={1} className={classes.accentTitle}>
          {title}
        </Title>
        {intro && (
          <Text size="lg" c="gray.7" mt="sm" maw={720}>
            {intro}
          </Text>
        )}
      </Container>
    </div>
  );
}

function ProductCard({ product, basePath, headingOrder = 2 }: { product: DemoProduct; basePath: string; headingOrder?: 2 | 3 }) {
  return (
    <Card withBorder radius="md" padding={0} component="article">
      <img src={product.image} alt={product.name} width={300} height={300} loading="lazy" className={classes.productImage} />
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
            {product.category}
          </Text>
          {product.availability !== 'in_stock' && (
            <Badge size="sm" variant="light" color={product.availability === 'coming_soon' ? 'blue' : 'gray'}>
              {AVAILABILITY_LABEL[product.availability]}
            </Badge>
          )}
        </Group>
        <Title order={headingOrder} fz="lg">
          {product.name}
        </Title>
        <Text size="sm" c="gray.7" style={{ flex: 1 }}>
          {product.title}
        </Text>
        <Group gap="xs" align="baseline">
          <span className={classes.price}>{formatPrice(product.price)}</span>
          <Text size="sm" className={classes.basePrice}>
            <VisuallyHidden>Regular price </VisuallyHidden>
            {formatPrice(product.basePrice)}
          </Text>
        </Group>
        <Button component={Link} to={demoHref(basePath, `product/${String(product.id)}`)} variant="light" color="dark" mt="xs" aria-label={`View details of ${product.name}`}>
          View details
        </Button>
      </Stack>
    </Card>
  );
}

function PostCard({ post, basePath, headingOrder = 2 }: { post: DemoPost; basePath: string; headingOrder?: 2 | 3 }) {
  return (
    <Card withBorder radius="md" padding={0} component="article">
      <img src={post.image} alt="" width={600} height={320} loading="lazy" className={classes.postImage} />
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Text size="xs" c="gray.7">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </Text>
        <Title order={headingOrder} fz="lg">
          <Link to={demoHref(basePath, `blog/${String(post.id)}`)} className={classes.cardLink}>
            {post.title}
          </Link>
        </Title>
        <Text size="sm" c="gray.7">
          {post.excerpt}
        </Text>
      </Stack>
    </Card>
  );
}

export function DemoHomePage() {
  useDemoTitle(undefined);
  const { basePath, siteName } = useDemoContext();
  const { companyName } = getRuntimeConfig();
  return (
    <>
      <div className={classes.hero}>
        <Container size="lg" py={{ base: 40, md: 72 }}>
          <Grid gap={{ base: 32, md: 56 }} align="center">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="md">
                <Title order={1} className={classes.accentTitle} fz={{ base: 32, md: 44 }}>
                  {siteName}
                </Title>
                <Text size="xl" c="gray.8">
                  Feel your best every day with quality wellness products — and discover a business you can build on
                  your own terms.
                </Text>
                <Group>
                  <Button component={Link} to={demoHref(basePath, t.products)} size="md" color="dark">
                    Shop Products
                  </Button>
                  <Button component={Link} to={demoHref(basePath, t.opportunity)} size="md" variant="outline" color="dark">
                    Explore the Opportunity
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <img src="/landing/demo/hero.svg" alt="Wellness products on a bright shelf" width={600} height={400} className={classes.image} />
            </Grid.Col>
          </Grid>
        </Container>
      </div>

      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Stack gap={56}>
          <section aria-labelledby="welcome">
            <Title order={2} id="welcome" ta="center" mb="sm">
              Welcome to {siteName}
            </Title>
            <Text ta="center" size="lg" c="gray.7" maw={760} mx="auto">
              I&apos;m glad you&apos;re here. Browse the products I love, read tips on the blog, and reach out any
              time — I&apos;m happy to help you find what suits you.
            </Text>
          </section>

          <section aria-labelledby="introduction">
            <Group gap="xl" wrap="wrap" align="center" justify="center">
              <img src={DEMO_DISTRIBUTOR.photo} alt={`${DEMO_DISTRIBUTOR.firstName} ${DEMO_DISTRIBUTOR.lastName}`} width={160} height={160} className={classes.portrait} />
              <Stack gap="xs" maw={560}>
                <Title order={2} id="introduction" fz="xl">
                  Hi, I&apos;m {DEMO_DISTRIBUTOR.firstName}
                </Title>
                <Text c="gray.7">
                  I&apos;m an independent distributor of {companyName}. I started with the products for my own family,
                  and today I help others feel better and build a business of their own.
                </Text>
              </Stack>
            </Group>
          </section>

          <section aria-labelledby="featured">
            <Group justify="space-between" mb="md">
              <Title order={2} id="featured">
                Featured products
              </Title>
              <Link to={demoHref(basePath, t.products)}>See all products</Link>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
              {DEMO_PRODUCTS.slice(0, 3).map((product) => (
                <ProductCard key={product.id} product={product} basePath={basePath} headingOrder={3} />
              ))}
            </SimpleGrid>
          </section>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="about-company">
              <Title order={2} id="about-company" fz="xl" mb="sm">
                About {companyName}
              </Title>
              <Text c="gray.7">
                Established in 2001, {companyName} offers wellness and beauty products and a business opportunity with
                a presence in over 90 countries.
              </Text>
            </Paper>
            <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="why-nm">
              <Title order={2} id="why-nm" fz="xl" mb="sm">
                Why network marketing?
              </Title>
              <Text c="gray.7">
                Low start-up costs, flexible hours and the chance to grow with a supportive team: network marketing
                lets you build a business around your life, not the other way round.
              </Text>
            </Paper>
          </SimpleGrid>

          <section aria-labelledby="latest-posts">
            <Title order={2} id="latest-posts" mb="md">
              From the blog
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {DEMO_POSTS.map((post) => (
                <PostCard key={post.id} post={post} basePath={basePath} headingOrder={3} />
              ))}
            </SimpleGrid>
          </section>

          <Paper radius="md" p="xl" className={classes.hero} component="section" aria-labelledby="support">
            <Title order={2} id="support" fz="xl" mb="xs">
              Here to support you
            </Title>
            <Text c="gray.8">
              Questions about a product or the business? Get in touch and I&apos;ll get back to you personally.
            </Text>
            <Button component={Link} to={demoHref(basePath, t.contact)} mt="md" color="dark">
              Contact me
            </Button>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}

export function DemoProductsPage() {
  useDemoTitle('Products');
  const { basePath } = useDemoContext();
  return (
    <>
      <PageHeader title="Products" intro="Quality wellness and beauty products, with prices for your country." />
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          {DEMO_PRODUCTS.map((product) => (
            <ProductCard key={product.id} product={product} basePath={basePath} />
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}

function NotFound({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center">
        <Title order={1}>{title}</Title>
        <Text c="gray.7">This demo page does not exist.</Text>
        <Button component={Link} to={backTo} variant="light">
          {backLabel}
        </Button>
      </Stack>
    </Container>
  );
}

export function DemoProductPage() {
  const { id } = useParams();
  const product = findProduct(id);
  useDemoTitle(product?.name ?? 'Product not found');
  const { basePath } = useDemoContext();
  if (!product) {
    return <NotFound title="Product not found" backTo={demoHref(basePath, t.products)} backLabel="Back to products" />;
  }
  const canBuy = product.availability === 'in_stock';
  return (
    <Container size="lg" py={48}>
      <Link to={demoHref(basePath, t.products)}>← All products</Link>
      <Grid gap={{ base: 24, md: 48 }} mt="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <img src={product.image} alt={product.name} width={300} height={300} className={classes.productImage} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Text size="sm" c="gray.7" tt="uppercase" fw={600}>
              {product.category}
            </Text>
            <Title order={1}>{product.name}</Title>
            <Text size="lg" c="gray.7">
              {product.title}
            </Text>
            <Group gap="sm" align="baseline">
              <span className={classes.price}>{formatPrice(product.price)}</span>
              <Text className={classes.basePrice}>
                <VisuallyHidden>Regular price </VisuallyHidden>
                {formatPrice(product.basePrice)}
              </Text>
              <Badge variant="light" color={canBuy ? 'green' : 'gray'}>
                {AVAILABILITY_LABEL[product.availability]}
              </Badge>
            </Group>
            <Text>{product.description}</Text>
            <List spacing={4}>
              {product.highlights.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
            <div>
              <Button type="button" size="md" color="dark" disabled={!canBuy}>
                Buy Now
              </Button>
              <Text size="xs" c="gray.7" mt={6}>
                Demo store: purchases are not available in the preview.
              </Text>
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

export function DemoOpportunityPage() {
  useDemoTitle('Opportunity');
  const { basePath } = useDemoContext();
  const { companyName } = getRuntimeConfig();
  return (
    <>
      <PageHeader
        title="The Opportunity"
        intro={`Build a business of your own with ${companyName} products you believe in.`}
      />
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {[
            ['Earn from product sales', 'Share products you love and earn on every order from your customers.'],
            ['Build a team', 'Invite others to join you and earn as your team grows and succeeds.'],
            ['Grow at your pace', 'Work part time or full time, from home or on the go. You decide.'],
          ].map(([title, text]) => (
            <Paper key={title} withBorder radius="md" p="xl">
              <Title order={2} fz="lg" mb="xs">
                {title}
              </Title>
              <Text c="gray.7">{text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Paper radius="md" p="xl" mt="xl" className={classes.hero}>
          <Title order={2} fz="xl" mb="xs">
            Ready to learn more?
          </Title>
          <Text c="gray.8">See how to get started on the Join Us page, or send me your questions.</Text>
          <Group mt="md">
            <Button component={Link} to={demoHref(basePath, t.joinUs)} color="dark">
              Join Us
            </Button>
            <Button component={Link} to={demoHref(basePath, t.contact)} variant="outline" color="dark">
              Ask a question
            </Button>
          </Group>
        </Paper>
        <Text size="xs" c="gray.7" mt="lg">
          Income references are indicative only. No income is guaranteed; results depend on individual effort.
        </Text>
      </Container>
    </>
  );
}

export function DemoJoinUsPage() {
  useDemoTitle('Join Us');
  const { companyName } = getRuntimeConfig();
  return (
    <>
      <PageHeader title="Join My Team" intro="Getting started is simple. I will guide you through every step." />
      <Container size="md" py={48}>
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {[
            ['Get in touch', 'Send me a message and we will talk about your goals.'],
            [`Register with ${companyName}`, 'Create your distributor account with my help.'],
            ['Start sharing', 'Use your starter pack and the training to get your first customers.'],
          ].map(([title, text], index) => (
            <Paper key={title} withBorder radius="md" p="lg" component="li">
              <Group wrap="nowrap" align="flex-start">
                <Badge size="xl" circle color="dark" aria-hidden>
                  {index + 1}
                </Badge>
                <div>
                  <Title order={2} fz="lg">
                    {title}
                  </Title>
                  <Text c="gray.7">{text}</Text>
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
        <Button type="button" size="lg" color="dark" mt="xl">
          Join Now
        </Button>
        <Text size="xs" c="gray.7" mt={6}>
          Demo site: on a real site this button goes to the distributor&apos;s joining link.
        </Text>
      </Container>
    </>
  );
}

export function DemoContactPage() {
  useDemoTitle('Contact');
  const [sent, setSent] = useState(false);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    setSent(true);
  };
  return (
    <>
      <PageHeader title="Contact" intro="Questions about a product or the business? Send me a message." />
      <Container size="lg" py={48}>
        <Grid gap={{ base: 24, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p="xl">
              <form onSubmit={handleSubmit} aria-label="Contact form">
                <Stack>
                  <TextInput label="Name" name="name" required autoComplete="name" />
                  <TextInput label="Email" name="email" type="email" required autoComplete="email" />
                  <Textarea label="Message" name="message" required minRows={4} autosize />
                  {sent && (
                    <Alert color="blue" variant="light" role="status">
                      This is a demo site: your message was not sent.
                    </Alert>
                  )}
                  <Button type="submit" color="dark" style={{ alignSelf: 'flex-start' }}>
                    Send Message
                  </Button>
                </Stack>
              </form>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm">
              <Title order={2} fz="xl">
                {DEMO_DISTRIBUTOR.firstName} {DEMO_DISTRIBUTOR.lastName}
              </Title>
              <a href={`mailto:${DEMO_DISTRIBUTOR.email}`}>{DEMO_DISTRIBUTOR.email}</a>
              <a href={DEMO_DISTRIBUTOR.phoneHref}>{DEMO_DISTRIBUTOR.phone}</a>
              <Text>{DEMO_DISTRIBUTOR.address}</Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

export function DemoBlogPage() {
  useDemoTitle('Blog');
  const { basePath } = useDemoContext();
  return (
    <>
      <PageHeader title="Blog" intro="Wellness tips, product news and stories from the business." />
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {DEMO_POSTS.map((post) => (
            <PostCard key={post.id} post={post} basePath={basePath} />
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}

export function DemoBlogPostPage() {
  const { id } = useParams();
  const post = findPost(id);
  useDemoTitle(post?.title ?? 'Post not found');
  const { basePath } = useDemoContext();
  if (!post) return <NotFound title="Post not found" backTo={demoHref(basePath, t.blog)} backLabel="Back to the blog" />;
  return (
    <Container size="md" py={48} component="article">
      <Link to={demoHref(basePath, t.blog)}>← All posts</Link>
      <Title order={1} mt="md">
        {post.title}
      </Title>
      <Text size="sm" c="gray.7" mt={4}>
        <time dateTime={post.date}>{formatDate(post.date)}</time> · {DEMO_DISTRIBUTOR.firstName}{' '}
        {DEMO_DISTRIBUTOR.lastName}
      </Text>
      <img src={post.image} alt="" width={600} height={320} className={classes.image} style={{ marginBlock: 24 }} />
      <Stack gap="md">
        {post.paragraphs.map((paragraph) => (
          <Text key={paragraph} size="lg" lh={1.7}>
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Container>
  );
}
