import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { ErrorState, TextSkeleton, errorText } from '@/features/storefront/components/states';
import { useLocaleData } from '@/i18n/storefront-intl';
import { resolveDisclaimers, type Disclaimers } from '@/features/storefront/lib/defaults';
import { storefrontHref } from '@/features/storefront/lib/links';
import { useStorefront } from '@/features/storefront/lib/use-storefront';

interface LegalContext {
  siteName: string;
  companyName: string;
  disclaimers: Disclaimers;
  contactLink: ReactNode;
}

function LegalPage({ title, render }: { title: string; render: (context: LegalContext) => ReactNode }) {
  const { site, siteName, companyName, basePath } = useStorefront();
  const locale = useLocaleData();
  const contactLink = <Link to={storefrontHref(basePath, 'contact')}>contact page</Link>;
  let body: ReactNode;
  if (site.isPending) body = <TextSkeleton lines={8} />;
  else if (site.isError) body = <ErrorState message={errorText(site.error)} onRetry={() => void site.refetch()} />;
  else {
    const disclaimers = resolveDisclaimers(site.data.footer_disclaimers, companyName, locale.disclaimers);
    body = <div className={page.prose}>{render({ siteName, companyName, disclaimers, contactLink })}</div>;
  }
  return (
    <>
      <PageHeader title={title} />
      <section className={page.section}>
        <div className={page.narrow}>{body}</div>
      </section>
    </>
  );
}

const H2 = ({ children }: { children: ReactNode }) => <h2 className={page.sectionTitle}>{children}</h2>;

/** /income-disclaimer — the tenant's income disclaimer (or the default), with context. */
export function IncomeDisclaimerRoute() {
  return (
    <LegalPage
      title="Income Disclaimer"
      render={({ siteName, companyName, disclaimers, contactLink }) => (
        <>
          <p>{disclaimers.income}</p>
          <H2>No guarantee of earnings</H2>
          <p>
            {siteName} is operated by an independent distributor of {companyName}. Any examples of income, earnings or lifestyle shown or
            described on this site are illustrations only. They are not typical and are not a promise that you will earn the same or any
            amount.
          </p>
          <p>
            Success as a distributor depends on many factors, including the time and effort you invest, your skills and experience, and
            market conditions. Most distributors earn modest incomes, and some earn nothing at all.
          </p>
          <H2>Your own decision</H2>
          <p>
            Before joining any business opportunity, read the company's official income disclosure and compensation plan, and consider
            seeking independent financial advice. If you have questions, please use the {contactLink}.
          </p>
        </>
      )}
    />
  );
}

/** /privacy-policy — default policy text naming the site. */
export function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      render={({ siteName, companyName, disclaimers, contactLink }) => (
        <>
          <p>
            This privacy policy explains how {siteName} ("we", "us") collects and uses personal information when you visit this website.{' '}
            {disclaimers.site}
          </p>
          <H2>Information we collect</H2>
          <p>
            We only collect the information you choose to give us: your name, email address, phone number and message when you use the
            contact form, and your email address when you subscribe to the newsletter. Like most websites, our server also records basic
            technical data such as your IP address and browser type for security and to keep the site running.
          </p>
          <H2>How we use your information</H2>
          <p>
            We use your details to reply to your messages, to send the newsletter you asked for, and to tell you about {companyName}{' '}
            products and the business opportunity when you have shown interest. We do not sell or rent your personal information to anyone.
          </p>
          <H2>Links to other websites</H2>
          <p>
            This site links to {`${companyName}'s`} official store and registration pages and to social media. Those sites have their own
            privacy policies, which we do not control.
          </p>
          <H2>Your choices</H2>
          <p>
            You can unsubscribe from the newsletter at any time with the link in every email. To see, correct or delete the information we
            hold about you, send a request through the {contactLink}.
          </p>
          <H2>Changes to this policy</H2>
          <p>We may update this policy from time to time. The current version is always published on this page.</p>
        </>
      )}
    />
  );
}

/** /terms-of-use — default terms naming the site, with the tenant's disclaimers. */
export function TermsOfUseRoute() {
  return (
    <LegalPage
      title="Terms of Use"
      render={({ siteName, companyName, disclaimers, contactLink }) => (
        <>
          <p>By using {siteName} you agree to these terms. If you do not agree, please do not use this website.</p>
          <H2>Independent distributor website</H2>
          <p>{disclaimers.site}</p>
          <H2>Product information</H2>
          <p>{disclaimers.product}</p>
          <p>
            Product descriptions and prices are provided for information and may change without notice. Orders are placed and fulfilled
            through {`${companyName}'s`} official store, under its own terms of sale.
          </p>
          <H2>Earnings</H2>
          <p>{disclaimers.income}</p>
          <H2>Use of this site</H2>
          <p>
            You may browse and share this site for personal, non-commercial purposes. Do not misuse the site, for example by sending spam
            through its forms or trying to disrupt its service. Trademarks and product names belong to their respective owners.
          </p>
          <H2>Limitation of liability</H2>
          <p>
            This site is provided "as is". To the extent permitted by law, {siteName} is not liable for any loss arising from the use of
            this site or reliance on its content.
          </p>
          <H2>Contact</H2>
          <p>Questions about these terms? Please use the {contactLink}.</p>
        </>
      )}
    />
  );
}
