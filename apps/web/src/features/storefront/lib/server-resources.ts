import { snapshotOf, type PreloadedResource, type ServerResourceStore, type Snapshot } from './use-resource';

/** Answers for storefront API keys, for the rendering host only (the API answers them in process). */
export type LoadAnswers = (keys: string[]) => Promise<Record<string, PreloadedResource>>;

export interface ServerResources {
  /** Provided through `ServerResourcesContext` to the render. */
  store: ServerResourceStore;
  /** Every answer loaded so far, keyed like the browser's cache (embedded in the page for hydration). */
  answers(): Record<string, PreloadedResource>;
}

/**
 * One server render's answers (docs/performance.md "Server rendering"). A key not answered yet suspends the
 * component that reads it; every key asked in the same tick (React renders all it can before a microtask
 * runs) goes to `load` in one call. Lives and dies with its request, so no other render ever reads it.
 */
export function createServerResources(load: LoadAnswers): ServerResources {
  const answers: Record<string, PreloadedResource> = {};
  const reads = new Map<string, Promise<Snapshot<unknown>>>();
  let batch: { keys: string[]; answered: Promise<Record<string, PreloadedResource>> } | null = null;

  const request = (key: string): Promise<Snapshot<unknown>> => {
    if (!batch) {
      const keys: string[] = [];
      // Runs after the render that asked has done all it can without answers.
      const answered = Promise.resolve().then(() => {
        batch = null;
        return load(keys);
      });
      batch = { keys, answered };
    }
    batch.keys.push(key);
    // React's own thenable protocol: a later `use` of a promise marked fulfilled returns its value at once.
    const read: Promise<Snapshot<unknown>> & { status?: 'fulfilled'; value?: Snapshot<unknown> } = batch.answered.then((loaded) => {
      // A key the loader skipped is a failure, never a silent "pending" page.
      const answer = loaded[key] ?? { error: { status: 500, message: `No answer for ${key}` } };
      answers[key] = answer;
      const snapshot = snapshotOf(answer);
      read.status = 'fulfilled';
      read.value = snapshot;
      return snapshot;
    });
    return read;
  };

  return {
    store: {
      read(key) {
        let read = reads.get(key);
        if (!read) {
          read = request(key);
          reads.set(key, read);
        }
        return read;
      },
    },
    answers: () => ({ ...answers }),
  };
}
