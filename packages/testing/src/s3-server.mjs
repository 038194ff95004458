// A real S3-protocol server for tests, run as a child process by s3.ts: s3rver (objects on disk, multipart
// uploads, ranges, conditional GETs) behind a front that checks every request's AWS Signature V4, which
// s3rver itself does not (it only looks the access key up). So a client that signs wrongly, or holds the
// wrong secret, is refused as a real bucket would refuse it.
//   node s3-server.mjs <directory> <bucket>...   → prints {"port":N} once listening
import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import S3rver from 's3rver';

export const ACCESS_KEY_ID = 'S3RVER';
export const SECRET_ACCESS_KEY = 'S3RVER';

const [directory, ...buckets] = process.argv.slice(2);

const hmac = (key, text) => createHmac('sha256', key).update(text).digest();
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const rfc3986 = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(search) {
  if (!search) return '';
  return search
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const [key, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return [rfc3986(decodeURIComponent(key)), rfc3986(decodeURIComponent(value.replace(/\+/g, '%20')))];
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** Why `req` is not correctly signed with SECRET_ACCESS_KEY (SigV4, Authorization header), or undefined. */
function signatureProblem(req) {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([a-f0-9]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!auth) return 'missing or malformed SigV4 Authorization header';
  const [, keyId, date, region, service, signedHeaders, signature] = auth;
  if (keyId !== ACCESS_KEY_ID) return `unknown access key ${keyId}`;
  const amzDate = req.headers['x-amz-date'];
  if (typeof amzDate !== 'string' || !amzDate.startsWith(date)) return 'x-amz-date missing or outside the credential scope';
  const [pathPart, search = ''] = req.url.split('?', 2);
  const headers = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  // The payload hash is the one the client declared; s3rver stores the body as it comes.
  const payloadHash = req.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD';
  const canonical = [req.method, pathPart, canonicalQuery(search), headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET_ACCESS_KEY}`, date), region), service), 'aws4_request');
  return hmac(key, toSign).toString('hex') === signature ? undefined : 'SignatureDoesNotMatch';
}

const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
const { port: backendPort } = await s3rver.run();

const front = http.createServer((req, res) => {
  const problem = signatureProblem(req);
  if (problem) {
    req.resume();
    res.writeHead(403, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
    return;
  }
  const upstream = http.request(
    { host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
});
front.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: front.address().port })}\n`));

const stop = () => front.close(() => void s3rver.close().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The test process went away without stopping us: do not outlive it.
process.stdin.on('end', stop);
process.stdin.resume();
