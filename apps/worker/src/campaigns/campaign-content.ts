/**
 * Campaign content → the email body's HTML. The composer (issue 11, COMPOSER part) owns the real function
 * in `@ds/campaign-mail` (product/blog blocks expanded, sanitised), shared with its preview and test
 * send; until it lands, the stored content — already sanitised HTML from the rich-text editor — is sent
 * as it is. The lead swaps this one call at merge.
 */
export function campaignContentHtml(content: string): string {
  return content;
}
