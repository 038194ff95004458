/**
 * Vitest 5 targets Node 22+; its reporter uses `Map.groupBy` (Node 21+) to print failures.
 * On Node 20 a failing test would crash the reporter instead of being reported, so the
 * main process gets a minimal shim. Test code itself does not rely on it.
 */
export default function setup(): void {
  const mapCtor = Map as MapConstructor & {
    groupBy?: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;
  };
  if (typeof mapCtor.groupBy === 'function') return;
  mapCtor.groupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
    const groups = new Map<K, T[]>();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups.get(k);
      if (group) group.push(item);
      else groups.set(k, [item]);
    }
    return groups;
  };
}
