import { CtaLink } from '@/features/storefront/components/cta-link';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { useStorefront } from '@/features/storefront/lib/use-storefront';

/** /leaders — about the leadership and top distributors behind the team. */
export function LeadersRoute() {
  const { basePath, companyName } = useStorefront();
  const qualities = [
    { title: 'Lead by example', text: 'Our top distributors use the products every day and share them from experience.' },
    { title: 'Mentor new members', text: 'Every new distributor gets a personal mentor for the first steps and beyond.' },
    { title: 'Share what works', text: 'Leaders run regular trainings and pass on proven ways to find customers and grow.' },
    { title: 'Celebrate success', text: 'Rank advancements and milestones are recognised across the whole team.' },
  ];
  return (
    <>
      <PageHeader
        title="Our Leaders"
        lead={`Meet the spirit of the leadership team: experienced ${companyName} distributors who help others succeed.`}
      />
      <section className={page.section}>
        <div className={page.narrow}>
          <div className={page.prose}>
            <p>
              Behind every successful distributor is a team. Our leaders are independent distributors who have built strong businesses with{' '}
              {companyName}, a global wellness company established in 2001 with a presence in over 90 countries, and who now spend much of
              their time helping others do the same.
            </p>
            <p>
              They bring years of experience in product knowledge, customer care and team building. When you join, you learn directly from
              people who have walked the same path, with honest advice, regular training and encouragement when you need it.
            </p>
          </div>
        </div>
      </section>
      <section className={page.sectionAlt} aria-labelledby="leader-qualities">
        <div className={page.container}>
          <h2 id="leader-qualities" className={page.sectionTitle}>
            What our top distributors do
          </h2>
          <ol className={page.steps}>
            {qualities.map((quality) => (
              <li key={quality.title}>
                <h3>{quality.title}</h3>
                <p>{quality.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className={page.ctaBand}>
        <div className={page.narrow}>
          <h2>Grow with a team that supports you</h2>
          <p>Learn how the opportunity works, or get in touch to talk with us directly.</p>
          <div className={page.ctaActions}>
            <CtaLink href="/opportunity" basePath={basePath} variant="white">
              Explore the Opportunity
            </CtaLink>
            <CtaLink href="/contact" basePath={basePath} variant="whiteOutline">
              Contact Me
            </CtaLink>
          </div>
        </div>
      </section>
    </>
  );
}
