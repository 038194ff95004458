import { escapeHtml } from './escape.js';
import { renderCampaignEmail, type CampaignEmailInput, type RenderedCampaign } from './render.js';

/**
 * MJML costs about 12 ms per email (one core), below a send's target rate; what differs between
 * recipients is only their links. So a send compiles the campaign once, with placeholder links, and each
 * recipient's email is a few string replacements: `compileCampaignEmail(…).personalize(links, trackLink)`
 * gives exactly the HTML `renderCampaignEmail` would, and the same text part up to where its lines
 * wrap (wrapping was computed around the placeholders), in microseconds (template.test.ts).
 */
export interface CampaignTemplate {
  subject: string;
  /** One recipient's email. `trackLink` rewrites each http(s) link of the content (as in `renderCampaignEmail`). */
  personalize(links: CampaignEmailInput['links'], trackLink?: (url: string) => string): RenderedCampaign;
}

const MARK = 'https://campaign-placeholder.invalid/';
const UNSUBSCRIBE = `${MARK}unsubscribe`;
const OPEN = `${MARK}open`;
const WEB = `${MARK}web`;
const link = (i: number) => `${MARK}link-${i}`;

const PLACEHOLDER = /https:\/\/campaign-placeholder\.invalid\/(unsubscribe|open|web|link-\d+)/g;

/**
 * The campaign compiled once. `withOpenPixel` / `withWebVersion` decide whether those parts exist (so
 * every recipient's email has the same shape); their URLs come per recipient.
 */
export async function compileCampaignEmail(
  input: Omit<CampaignEmailInput, 'links' | 'trackLink'>,
  options: { withOpenPixel: boolean; withWebVersion: boolean; tracked: boolean },
): Promise<CampaignTemplate> {
  const urls: string[] = [];
  const rendered = await renderCampaignEmail({
    ...input,
    links: {
      unsubscribeUrl: UNSUBSCRIBE,
      openPixelUrl: options.withOpenPixel ? OPEN : null,
      webVersionUrl: options.withWebVersion ? WEB : null,
    },
    trackLink: options.tracked
      ? (url) => {
          urls.push(url);
          return link(urls.length - 1);
        }
      : undefined,
  });
  return {
    subject: rendered.subject,
    personalize(links, trackLink) {
      const known = new Map<string, string>();
      // Each placeholder's URL once (a tracked link is signed once, for both parts).
      const real = (name: string): string => {
        let url = known.get(name);
        if (url === undefined) {
          if (name === 'unsubscribe') url = links.unsubscribeUrl;
          else if (name === 'open') url = links.openPixelUrl ?? '';
          else if (name === 'web') url = links.webVersionUrl ?? '';
          else {
            const original = urls[Number(name.slice('link-'.length))];
            url = trackLink ? trackLink(original) : original;
          }
          known.set(name, url);
        }
        return url;
      };
      // One pass each; the HTML holds its URLs escaped, the text part raw.
      return {
        subject: rendered.subject,
        html: rendered.html.replace(PLACEHOLDER, (_m, name: string) => escapeHtml(real(name))),
        text: rendered.text.replace(PLACEHOLDER, (_m, name: string) => real(name)),
      };
    },
  };
}
