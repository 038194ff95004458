/**
 * The `Name: value` blocks of a report part: a delivery-status body (RFC 3464 §2.1: one block per message,
 * then one per recipient, separated by blank lines), a feedback report (RFC 5965) or a header section.
 * Continuation lines are unfolded; names are lower-cased; the first value of a repeated name is kept.
 * Bounded, so a hostile report cannot make it work hard: at most `maxBlocks` blocks of `maxFields` fields.
 */
export function fieldBlocks(text: string, maxBlocks = 50, maxFields = 100): Map<string, string>[] {
  const blocks: Map<string, string>[] = [];
  let current = new Map<string, string>();
  let last: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') {
      if (current.size) blocks.push(current);
      if (blocks.length >= maxBlocks) return blocks;
      current = new Map();
      last = null;
      continue;
    }
    if (/^[ \t]/.test(line)) {
      if (last !== null) current.set(last, `${current.get(last) ?? ''} ${line.trim()}`.slice(0, 2_000));
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) {
      last = null;
      continue;
    }
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!/^[a-z0-9-]{1,80}$/.test(name) || current.size >= maxFields) {
      last = null;
      continue;
    }
    if (!current.has(name))
      current.set(
        name,
        line
          .slice(colon + 1)
          .trim()
          .slice(0, 2_000),
      );
    last = current.get(name) === undefined ? null : name;
  }
  if (current.size && blocks.length < maxBlocks) blocks.push(current);
  return blocks;
}

/** The header section of a message or of `text/rfc822-headers` (everything up to the first blank line). */
export function headerFields(message: string): Map<string, string> {
  const end = message.search(/\r?\n\r?\n/);
  return fieldBlocks(end < 0 ? message : message.slice(0, end), 1, 200)[0] ?? new Map<string, string>();
}
