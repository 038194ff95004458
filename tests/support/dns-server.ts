import dgram from 'node:dgram';
import { createRequire } from 'node:module';

// dns2 is CommonJS without types.
const require = createRequire(import.meta.url);

const dns2 = require('dns2') as Dns2;

interface Dns2Packet {
  header: { rcode: number };
  questions: { name: string; type: number }[];
  answers: Record<string, unknown>[];
}
interface Dns2Server {
  listen(options: { udp?: { port: number; address: string }; tcp?: { port: number; address: string } }): Promise<void>;
  close(): Promise<void>;
}
interface Dns2 {
  Packet: {
    TYPE: Record<string, number>;
    CLASS: { IN: number };
    RCODE?: Record<string, number>;
    createResponseFromRequest(request: Dns2Packet): Dns2Packet;
  };
  createServer(options: {
    udp?: boolean;
    tcp?: boolean;
    handle: (request: Dns2Packet, send: (response: Dns2Packet) => void) => void;
  }): Dns2Server;
}

export type RecordType = 'A' | 'AAAA' | 'CNAME' | 'TXT' | 'CAA' | 'MX';
interface CaaValue {
  flags?: number;
  tag: string;
  value: string;
}
type Value = string | CaaValue;

const TTL = 1;

/**
 * An authoritative-and-recursive-looking DNS server for tests (dns2, UDP + TCP on one port) whose zone
 * the test edits while it runs. A question for a name that has a CNAME is answered with the CNAME and
 * then the target's records of the asked type, as a recursive resolver does — pebble's validation
 * lookups (A) and the worker's checks (CNAME, TXT, A, AAAA, CAA) see the same consistent data.
 * `fail(name, 'SERVFAIL' | 'timeout')` makes a name misbehave; `heal(name)` undoes it.
 */
export class TestDnsServer {
  private readonly zone = new Map<string, Map<RecordType, Value[]>>();
  /** `name` or `TYPE name` → how it misbehaves. */
  private readonly failures = new Map<string, 'SERVFAIL' | 'timeout'>();
  private readonly delays = new Map<string, number>();
  /** Every question asked, as `TYPE name`. */
  readonly queries: string[] = [];
  private server?: Dns2Server;
  port = 0;

  static async start(): Promise<TestDnsServer> {
    const dns = new TestDnsServer();
    await dns.listen();
    return dns;
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  set(name: string, type: RecordType, values: Value[]): this {
    const key = name.toLowerCase();
    const records = this.zone.get(key) ?? new Map<RecordType, Value[]>();
    if (values.length) records.set(type, values);
    else records.delete(type);
    this.zone.set(key, records);
    return this;
  }

  remove(name: string, type?: RecordType): this {
    if (type) this.zone.get(name.toLowerCase())?.delete(type);
    else this.zone.delete(name.toLowerCase());
    return this;
  }

  /** Every question about `name` (or only those of `type`) fails. */
  fail(name: string, how: 'SERVFAIL' | 'timeout', type?: RecordType): this {
    this.failures.set(type ? `${type} ${name.toLowerCase()}` : name.toLowerCase(), how);
    return this;
  }

  /** Questions of `type` about `name` are answered only after `ms` (0 removes the delay). */
  delay(name: string, type: RecordType, ms: number): this {
    if (ms) this.delays.set(`${type} ${name.toLowerCase()}`, ms);
    else this.delays.delete(`${type} ${name.toLowerCase()}`);
    return this;
  }

  heal(name: string, type?: RecordType): this {
    this.failures.delete(type ? `${type} ${name.toLowerCase()}` : name.toLowerCase());
    return this;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  private async listen(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const port = await freeUdpPort();
      this.server = dns2.createServer({ udp: true, tcp: true, handle: (request, send) => this.handle(request, send) });
      try {
        await this.server.listen({ udp: { port, address: '127.0.0.1' }, tcp: { port, address: '127.0.0.1' } });
        this.port = port;
        return;
      } catch (err) {
        await this.server.close().catch(() => undefined);
        if (attempt > 5) throw err;
      }
    }
  }

  private handle(request: Dns2Packet, send: (response: Dns2Packet) => void): void {
    const response = dns2.Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    if (!question) return send(response);
    const name = question.name.toLowerCase().replace(/\.$/, '');
    const typeName = Object.entries(dns2.Packet.TYPE).find(([, code]) => code === question.type)?.[0] ?? String(question.type);
    this.queries.push(`${typeName} ${name}`);
    const delay = this.delays.get(`${typeName} ${name}`);
    if (delay) {
      setTimeout(() => this.answerQuestion(name, typeName, response, send), delay);
      return;
    }
    this.answerQuestion(name, typeName, response, send);
  }

  private answerQuestion(name: string, typeName: string, response: Dns2Packet, send: (response: Dns2Packet) => void): void {
    const failure = this.failures.get(`${typeName} ${name}`) ?? this.failures.get(name);
    if (failure === 'timeout') return; // never answer
    if (failure === 'SERVFAIL') {
      response.header.rcode = 2;
      return send(response);
    }
    let current = name;
    for (let hops = 0; hops < 8; hops++) {
      const records = this.zone.get(current);
      const wanted = records?.get(typeName as RecordType);
      if (wanted) {
        response.answers.push(...wanted.map((value) => this.answer(current, typeName as RecordType, value)));
        break;
      }
      const cname = typeName !== 'CNAME' ? records?.get('CNAME')?.[0] : undefined;
      if (typeof cname !== 'string') break;
      response.answers.push(this.answer(current, 'CNAME', cname));
      current = cname.toLowerCase();
    }
    // A name we know nothing about is NXDOMAIN; a known name without the type is NODATA (NOERROR, empty).
    if (!response.answers.length && !this.zone.has(name)) response.header.rcode = 3;
    send(response);
  }

  private answer(name: string, type: RecordType, value: Value): Record<string, unknown> {
    const base = { name, type: dns2.Packet.TYPE[type], class: dns2.Packet.CLASS.IN, ttl: TTL };
    switch (type) {
      case 'A':
      case 'AAAA':
        return { ...base, address: value };
      case 'CNAME':
        return { ...base, domain: value };
      case 'TXT':
        // A character-string holds at most 255 bytes (RFC 1035 §3.3): longer values (a 2048-bit DKIM key)
        // go out as several, as zone files split them; resolvers hand back the pieces to be joined.
        return { ...base, data: (value as string).match(/[\s\S]{1,255}/g) ?? [''] };
      case 'CAA': {
        const caa = value as CaaValue;
        return { ...base, flags: caa.flags ?? 0, tag: caa.tag, value: caa.value };
      }
      case 'MX': {
        // Written as in a zone file: `<preference> <host>`.
        const [preference, exchange] = (value as string).split(/\s+/);
        return { ...base, priority: Number(preference), exchange };
      }
    }
  }
}

function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}
