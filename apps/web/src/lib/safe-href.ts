/** An address safe to put in href/src: http(s) or a same-site path; anything else (javascript:, data:) is dropped. */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return null;
}
