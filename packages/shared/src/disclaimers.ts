/** The three disclaimers a site shows (storefront footer, campaign footer) until its distributor writes their own. */
export interface Disclaimers {
  site: string;
  product: string;
  income: string;
}

/** The default disclaimers (docs/product.md#defaults), as full sentences; `company` is `COMPANY_NAME`. */
export function defaultDisclaimers(company: string): Disclaimers {
  return {
    site: `This is an independent distributor website. It is not the official website of ${company}, and ${company} does not own or operate it.`,
    product:
      'These statements have not been evaluated by the Food and Drug Administration. These products are not intended ' +
      'to diagnose, treat, cure or prevent any disease.',
    income:
      'Any income or earnings references are indicative only and are not a guarantee of income. Results depend on ' +
      'individual effort, skills and market conditions; no income is guaranteed.',
  };
}
