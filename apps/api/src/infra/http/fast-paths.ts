/**
 * Paths answered before Express when they can be (infra/hot-cache/fast-path.ts, the analytics beacon): no
 * route is matched for them, so they are their own template in metrics, and the request log samples them
 * (infra/logging/fast-path-log.ts).
 */
export const FAST_PATHS: ReadonlySet<string> = new Set(['/api/site/data', '/api/site/events']);
