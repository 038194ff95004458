/**
 * Query parameters that only say where a visitor came from (campaign tags, ad click ids). A storefront page
 * renders the same with or without them — the browser's analytics beacon reads them from the address bar —
 * so a tagged visit is rendered and cached as its untagged URL: a campaign sending thousands of people to
 * one tagged link costs one render, not one per visit. Other parameters (a template preview, a newsletter
 * confirmation's result) change the page and are kept.
 */
const TRACKING_PARAM = /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|msclkid|mc_cid|mc_eid)$/i;

/** `url` (path and query) without its tracking parameters; the other parameters keep their order. */
export function withoutTrackingParams(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const kept = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING_PARAM.test(decodeName(pair.split('=', 1)[0] ?? '')));
  return kept.length ? `${url.slice(0, q)}?${kept.join('&')}` : url.slice(0, q);
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name; // malformed escapes: not one of ours, kept as it is
  }
}
