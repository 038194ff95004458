// The cache lives in infra/hot-cache (global) so tenancy's settings editor can invalidate it too.
export { SiteCache } from '../../infra/hot-cache/site-cache.js';
