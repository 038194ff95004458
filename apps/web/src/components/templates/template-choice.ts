/** The template ids a distributor can pick (docs/product.md#defaults); any other saved id shows "Invalid Template". */
export const SUPPORTED_TEMPLATE_IDS: readonly number[] = [1, 2, 3];

/** The storefront shown in another template without saving (the storefront reads `preview_template`). */
export function previewUrl(siteUrl: string, templateId: number): string {
  const url = new URL(siteUrl);
  url.searchParams.set('preview_template', String(templateId));
  return url.toString();
}
