import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

/**
 * isbot's verdict per user agent, remembered for the most recent agents: its pattern is hundreds of
 * alternatives, while a visitor's pages and a campaign's fetches repeat their agent.
 */
const verdicts = new LRUCache<string, boolean>({ max: 10_000 });

/** Whether a user agent is a crawler's, a monitor's or another program's rather than a person's browser. */
export function isBotAgent(userAgent: string): boolean {
  let verdict = verdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    verdicts.set(userAgent, verdict);
  }
  return verdict;
}
