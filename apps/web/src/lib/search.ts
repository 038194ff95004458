/** Case-insensitive "contains" of the trimmed term in any of the texts; an empty term matches all. */
export function matchesTerm(term: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return texts.some((value) => typeof value === 'string' && value.toLowerCase().includes(needle));
}
