/**
 * The default texts of a storefront's home page sections (docs/product.md#storefront-home), shown while the
 * distributor has not written their own. `{company}` and `{siteName}` stand for the promoted company and
 * the site's name (fillDefaultCopy). Each language's texts make no health or income claims beyond what the
 * English originals say (docs/product.md "Languages").
 */
export interface DefaultCopy {
  heroDescription: string;
  heroCta: string;
  welcomeTitle: string;
  welcomeText: string;
  introductionTitle: string;
  introductionText: string;
  aboutTitle: string;
  aboutContent1: string;
  aboutContent2: string;
  whyTitle: string;
  whyText: string;
  videoTitle: string;
  supportTitle: string;
  supportText: string;
}
