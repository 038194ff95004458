import { isIP, type Socket } from 'node:net';
import { IPv4ProxyAddress, IPv6ProxyAddress, V1ProxyProtocol, V2ProxyProtocol } from 'proxy-protocol-js';

/*
 * PROXY protocol (HAProxy's, v1 text and v2 binary) in front of the HTTPS edge. A TCP load balancer that
 * passes TLS through (nginx `stream` with `proxy_protocol on`, HAProxy `send-proxy`, cloud NLBs) cannot add
 * X-Forwarded-For; it prefixes the connection with one header naming the client instead. We read that
 * header off the raw socket and hand the rest of the stream, untouched, to the TLS server.
 */

const V1_PREFIX = Buffer.from('PROXY ');
const V2_SIGNATURE = Buffer.from([0x0d, 0x0a, 0x0d, 0x0a, 0x00, 0x0d, 0x0a, 0x51, 0x55, 0x49, 0x54, 0x0a]);
/** v1: at most 107 bytes including CRLF. */
const V1_MAX = 107;
/** v2: 16 fixed bytes + addresses + TLVs; far more than any balancer sends. */
const V2_MAX = 16 + 1024;
const V2_LOCAL_COMMAND = 0x20;

export class ProxyHeaderError extends Error {}

/** The client as the balancer saw it; `null` for a v2 LOCAL connection (the balancer's own health check). */
export interface ProxyHeader {
  clientAddress: string | null;
}

/** How much of `buffer` the header takes, once it is complete (`undefined`: need more bytes). Throws when it cannot be one. */
function headerLength(buffer: Buffer): number | undefined {
  const prefix = (signature: Buffer) =>
    buffer.subarray(0, signature.length).equals(signature.subarray(0, Math.min(buffer.length, signature.length)));
  if (prefix(V1_PREFIX)) {
    const end = buffer.indexOf('\r\n');
    if (end !== -1 && end + 2 <= V1_MAX) return end + 2;
    if (buffer.length >= V1_MAX) throw new ProxyHeaderError('PROXY v1 header too long');
    return undefined;
  }
  if (prefix(V2_SIGNATURE)) {
    if (buffer.length < 16) return undefined;
    const length = 16 + buffer.readUInt16BE(14);
    if (length > V2_MAX) throw new ProxyHeaderError('PROXY v2 header too long');
    return buffer.length >= length ? length : undefined;
  }
  throw new ProxyHeaderError('connection did not start with a PROXY protocol header');
}

/** Parses one complete header. */
export function parseProxyHeader(header: Buffer): ProxyHeader {
  if (header.subarray(0, V1_PREFIX.length).equals(V1_PREFIX)) {
    const text = header.toString('latin1');
    if (text === 'PROXY UNKNOWN\r\n' || text.startsWith('PROXY UNKNOWN ')) return { clientAddress: null };
    let parsed: V1ProxyProtocol;
    try {
      parsed = V1ProxyProtocol.parse(text);
    } catch {
      throw new ProxyHeaderError('malformed PROXY v1 header');
    }
    if (!isIP(parsed.source.ipAddress)) throw new ProxyHeaderError('malformed PROXY v1 source address');
    return { clientAddress: parsed.source.ipAddress };
  }
  if (header[12] !== undefined && (header[12] & 0xf0) === V2_LOCAL_COMMAND && (header[12] & 0x0f) === 0) return { clientAddress: null };
  let parsed: V2ProxyProtocol;
  try {
    parsed = V2ProxyProtocol.parse(new Uint8Array(header));
  } catch {
    throw new ProxyHeaderError('malformed PROXY v2 header');
  }
  const address = parsed.proxyAddress;
  if (address instanceof IPv4ProxyAddress) return { clientAddress: address.sourceAddress.address.join('.') };
  if (address instanceof IPv6ProxyAddress) return { clientAddress: formatIPv6(address.sourceAddress.address) };
  return { clientAddress: null };
}

function formatIPv6(bytes: readonly number[]): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  // Compress the longest run of zero groups, as every IPv6 printer does.
  const text = groups.join(':');
  const runs = text.match(/(?:^|:)0(?::0)+(?::|$)/g) ?? [];
  const longest = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest ? text.replace(longest, '::') : text;
}

/**
 * Reads the PROXY header off a fresh connection, then leaves the socket paused with every byte after the
 * header still unread (TLS picks them up). Rejects, without destroying the socket, when the header is
 * missing, malformed or not complete within `timeoutMs`.
 */
export function readProxyHeader(socket: Socket, timeoutMs = 5_000): Promise<ProxyHeader> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const finish = (error: Error | null, header?: ProxyHeader) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('end', onEnd);
      socket.pause();
      if (error) reject(error);
      else resolve(header!);
    };
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      try {
        const length = headerLength(buffered);
        if (length === undefined) return;
        const header = parseProxyHeader(buffered.subarray(0, length));
        finish(null, header);
        if (buffered.length > length) socket.unshift(buffered.subarray(length));
      } catch (err) {
        finish(err as Error);
      }
    };
    const onError = (err: Error) => finish(err);
    const onEnd = () => finish(new ProxyHeaderError('connection closed before the PROXY header'));
    const timer = setTimeout(() => finish(new ProxyHeaderError('no PROXY header in time')), timeoutMs);
    socket.on('data', onData);
    socket.once('error', onError);
    socket.once('end', onEnd);
    socket.resume();
  });
}
