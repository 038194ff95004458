/**
 * What a trace or a log line may say of a request (docs/operations.md "Traces" and "Logs"): its path, never
 * its query string — signed links carry their token, signature or the reset link's email there
 * (docs/signed-links.md) — and never an email address anywhere.
 */

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+/gi;
/** A URL's query or fragment inside free text: from `?` or `#` after a path character up to a blank or quote. */
const QUERY_IN_TEXT = /(\/[^\s?#"'<>]*)[?#][^\s"'<>]*/g;

/** A request target or URL without its query string and fragment: `/api/newsletters/confirm?token=…` → `/api/newsletters/confirm`. */
export function pathOnly(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Free text (an error message, a Redis command, a span name) with URL queries cut off and email addresses replaced. */
export function redactText(text: string): string {
  return text.replace(QUERY_IN_TEXT, '$1').replace(EMAIL, '[email]');
}

type AttributeValue = string | number | boolean | (string | number | boolean | null | undefined)[] | undefined;
interface Redactable {
  name: string;
  attributes: Record<string, AttributeValue>;
  events?: { name: string; attributes?: Record<string, AttributeValue> }[];
}

/** Attributes that hold nothing but a query string or a visitor's address: dropped. */
const DROPPED = new Set(['url.query', 'client.address', 'http.client_ip']);

/** Cleans a finished span in place before it is exported: its name, attributes and events' attributes. */
export function redactSpan(span: Redactable): void {
  span.name = redactText(span.name);
  redactAttributes(span.attributes);
  for (const event of span.events ?? []) {
    event.name = redactText(event.name);
    if (event.attributes) redactAttributes(event.attributes);
  }
}

function redactAttributes(attributes: Record<string, AttributeValue>): void {
  for (const key of Object.keys(attributes)) {
    if (DROPPED.has(key)) {
      delete attributes[key];
      continue;
    }
    const value = attributes[key];
    if (typeof value === 'string')
      attributes[key] = /^(url\.full|http\.url|http\.target|url\.path)$/.test(key) ? redactText(pathOnly(value)) : redactText(value);
    else if (Array.isArray(value)) attributes[key] = value.map((v) => (typeof v === 'string' ? redactText(v) : v));
  }
}
