import { snapshotOf, type ServerResourceStore, type Snapshot } from './use-resource';

type Settled = Promise<Snapshot<unknown>> & { status: 'fulfilled'; value: Snapshot<unknown> };

/**
 * A resource store answering from fixed data and never fetching (the main domain's template previews):
 * the storefront's pages read it through `ServerResourcesContext` exactly as they read a server render's
 * answers. A key it lacks answers 404, so a demo page that does not exist shows the storefront's "not found".
 */
export function fixedResourceStore(answers: Record<string, unknown>): ServerResourceStore {
  const reads = new Map<string, Settled>();
  return {
    read(key) {
      let read = reads.get(key);
      if (!read) {
        const value = Object.hasOwn(answers, key)
          ? { data: answers[key] }
          : { error: { status: 404, message: 'Not found', code: 'NOT_FOUND' } };
        const snapshot = snapshotOf(value);
        // Marked fulfilled (React's thenable protocol): `use` returns the snapshot without suspending.
        read = Object.assign(Promise.resolve(snapshot), { status: 'fulfilled' as const, value: snapshot });
        reads.set(key, read);
      }
      return read;
    },
  };
}
