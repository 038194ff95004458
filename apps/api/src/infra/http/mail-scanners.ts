import { isBotAgent } from './bot-agents.js';

/**
 * Mail security scanners and link previewers that isbot does not name, or that present a browser's user
 * agent with their product appended (docs/deliverability.md §6).
 */
const SCANNER_AGENTS = /safelinks|proofpoint|urldefense|mimecast|barracuda|trend ?micro|ironport|messagelabs|forcepoint/i;

/**
 * Mail providers' image proxies fetch the pixel when the reader opens the email, so their fetch is an
 * open, although isbot calls them bots.
 */
const OPENING_PROXIES = /GoogleImageProxy|YahooMailProxy/i;

/**
 * Whether a fetch of a tracked campaign link (pixel or click) is a scanner's rather than a reader's: a HEAD
 * (no browser or mail client loads an image or follows a link with one), a user agent isbot recognises
 * (except the providers' image proxies), or one of the scanners above. A missing user agent cannot be told
 * apart and is counted. Timing (a fetch right after delivery) is not used: readers do that too.
 */
export function isMailScanner(method: string, userAgent: string | undefined): boolean {
  if (method === 'HEAD') return true;
  if (!userAgent) return false;
  return !OPENING_PROXIES.test(userAgent) && (SCANNER_AGENTS.test(userAgent) || isBotAgent(userAgent));
}
