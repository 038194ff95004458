// What `npm run lighthouse` (scripts/lighthouse.mjs) holds every single run of every page to
// (docs/performance.md), and how a run is judged; apart from the script so that a test can judge made-up runs.

/** What every single run of every page must reach. */
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2000 };

/** The targets one Lighthouse run (its JSON result) misses, as readable phrases. */
export function missedTargets(lhr) {
  const missed = ['performance', 'accessibility', 'best-practices', 'seo']
    .map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])
    .filter(([id, score]) => score < TARGETS[id])
    .map(([id, score]) => `${id} ${score} < ${TARGETS[id]}`);
  const lcp = lhr.audits['largest-contentful-paint'].numericValue ?? Infinity;
  if (lcp > TARGETS.lcpMs) missed.push(`LCP ${Math.round(lcp)} ms > ${TARGETS.lcpMs} ms`);
  return missed;
}

/** Every miss of every run of a page, "run N: …" (a page passes only when each of its runs does, not its median). */
export function missedRuns(runs) {
  return runs.flatMap((lhr, i) => missedTargets(lhr).map((what) => `run ${i + 1}: ${what}`));
}
