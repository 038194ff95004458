import type { IncomingMessage } from 'node:http';
import { INPUT_LIMITS } from './input-limits.js';

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * True when JSON text nests arrays/objects deeper than `max`. One linear pass over the raw bytes that
 * counts brackets outside strings: no parsing, no recursion, so a 20,000-level body costs microseconds.
 * Malformed text is not judged here (the parser reports it).
 */
export function nestsDeeperThan(json: Uint8Array | string, max: number): boolean {
  const text = typeof json === 'string';
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const b = text ? json.charCodeAt(i) : json[i];
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
    } else if (b === QUOTE) inString = true;
    else if (b === OPEN_OBJECT || b === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (b === CLOSE_OBJECT || b === CLOSE_ARRAY) depth--;
  }
  return false;
}

/** Thrown by the JSON parser's `verify` hook; the error mapper answers it with 400 JSON_TOO_DEEP. */
class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly type = 'entity.too.deep';
  constructor() {
    super(`JSON nested too deeply (at most ${INPUT_LIMITS.maxDepth} levels)`);
  }
}

/** JSON in another charset than UTF-8 (RFC 8259 §8.1 requires UTF-8 between systems). */
class JsonCharsetError extends Error {
  readonly status = 415;
  readonly type = 'charset.unsupported';
  constructor() {
    super('JSON bodies must be UTF-8');
  }
}

/**
 * `express.json({ verify })`: refuses over-deep bodies before `JSON.parse` and everything after it runs.
 * Only UTF-8 is accepted, so the byte scan above sees every bracket and quote as they are.
 */
export function verifyJsonDepth(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  if (!/^utf-?8$/i.test(encoding)) throw new JsonCharsetError();
  if (nestsDeeperThan(body, INPUT_LIMITS.maxDepth)) throw new JsonTooDeepError();
}
