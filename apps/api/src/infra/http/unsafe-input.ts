import { INPUT_LIMITS } from './input-limits.js';

/** What is wrong with one field of a request, named as validation errors name it (`links.0.url`). */
export interface InputProblem {
  field: string;
  problem: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- NUL is what is being replaced
const BAD_IN_NAMES = /[\u0000\uD800-\uDFFF]/g;

/**
 * Why a string cannot be stored or processed as text: NUL (PostgreSQL text cannot hold it) or a lone
 * UTF-16 surrogate (not Unicode; it cannot be encoded as UTF-8 for the database, SMTP or JSON peers).
 */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it contains a lone surrogate)';
  return null;
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] => {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  // Plain data only: buffers, dates and class instances (uploaded files' bytes) are not walked.
  return proto === Object.prototype || proto === null;
};

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The first problem in a parsed request value (body, query, path parameters): a string or key that is not
 * text, or containers nested deeper than the limit. Iterative, so no input can exhaust the stack.
 */
export function findInputProblem(value: unknown, root = '', maxDepth: number = INPUT_LIMITS.maxDepth): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return { field: path || 'body', problem };
      continue;
    }
    if (!isContainer(current)) continue;
    if (depth + 1 > maxDepth) return { field: path || 'body', problem: `is nested too deeply (at most ${maxDepth} levels)` };
    const entries: [string, unknown][] = Array.isArray(current) ? current.map((v, i) => [String(i), v]) : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      const keyProblem = textProblem(key);
      if (keyProblem) return { field: join(path, key.replace(BAD_IN_NAMES, '\uFFFD')), problem: `has a name that ${keyProblem}` };
      stack.push({ value: child, path: join(path, key), depth: depth + 1 });
    }
  }
  return null;
}
