/**
 * A job result that counts only zeros (a campaign tick with nothing started, running or finished): logged
 * at debug, so an idle worker does not print a line every few seconds.
 */
export function isIdleResult(result: unknown): boolean {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return false;
  const values = Object.values(result);
  return values.length > 0 && values.every((value) => value === 0);
}
