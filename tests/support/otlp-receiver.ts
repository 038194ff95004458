import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** The request path of an HTTP server span (`url.path`, or the older `http.target`). */
  path?: string;
  /** Every string attribute of the span and of its events, as sent. */
  attributes: Record<string, string>;
}

interface OtlpJson {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        attributes?: { key: string; value: { stringValue?: string } }[];
        events?: { name: string; attributes?: { key: string; value: { stringValue?: string } }[] }[];
      }[];
    }[];
  }[];
}

/**
 * A trace collector of the test's own: accepts OTLP/HTTP JSON (`POST /v1/traces`, what
 * @opentelemetry/exporter-trace-otlp-http sends) and keeps every span with its service's name.
 */
export async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; bodies: string[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  /** The export requests' bodies as received, for checks on everything that left the processes. */
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        bodies.push(body);
        const data = JSON.parse(body) as OtlpJson;
        for (const resource of data.resourceSpans ?? []) {
          const service = resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              const path = span.attributes?.find((a) => a.key === 'url.path' || a.key === 'http.target')?.value.stringValue;
              const attributes: Record<string, string> = {};
              for (const a of [...(span.attributes ?? []), ...(span.events ?? []).flatMap((e) => e.attributes ?? [])])
                if (a.value.stringValue !== undefined) attributes[a.key] = a.value.stringValue;
              spans.push({
                service,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                name: span.name,
                path,
                attributes,
              });
            }
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
