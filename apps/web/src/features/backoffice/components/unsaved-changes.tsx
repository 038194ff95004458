import { Button, Group, Modal, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and discard them?';

type Report = (id: string, dirty: boolean) => void;

const UnsavedChangesContext = createContext<Report | null>(null);

/** Ids of the forms that hold unsaved edits → whether navigation must be held. */
export function nextDirtySet(current: ReadonlySet<string>, id: string, dirty: boolean): ReadonlySet<string> {
  if (dirty === current.has(id)) return current;
  const next = new Set(current);
  if (dirty) next.add(id);
  else next.delete(id);
  return next;
}

/** Navigation leaves the screen (a new path or query), not just a hash change. */
export const leavesScreen = (current: { pathname: string; search: string }, next: { pathname: string; search: string }): boolean =>
  current.pathname !== next.pathname || current.search !== next.search;

/**
 * One guard for the whole back office (a router supports one blocker at a time): forms report whether
 * they are dirty; while any is, in-app navigation waits for a confirmation dialog and closing or
 * reloading the tab raises the browser's `beforeunload` prompt.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  // A ref so that a form marked clean right before it navigates is not blocked by a stale render.
  const dirtyForms = useRef<ReadonlySet<string>>(new Set());
  const [dirtyCount, setDirtyCount] = useState(0);
  const report = useCallback<Report>((id, dirty) => {
    const next = nextDirtySet(dirtyForms.current, id, dirty);
    if (next === dirtyForms.current) return;
    dirtyForms.current = next;
    setDirtyCount(next.size);
  }, []);
  const isDirty = useCallback(() => dirtyForms.current.size > 0, []);

  return (
    <UnsavedChangesContext.Provider value={report}>
      {children}
      <NavigationGuard when={dirtyCount > 0} isDirty={isDirty} />
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Marks the calling form as holding unsaved edits while `dirty` is true. Returns `markClean`, for a
 * form that navigates right after a successful save.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const report = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    report?.(id, dirty);
  }, [report, id, dirty]);
  useEffect(
    () => () => {
      report?.(id, false);
    },
    [report, id],
  );
  return useCallback(() => {
    report?.(id, false);
  }, [report, id]);
}

function NavigationGuard({ when, isDirty }: { when: boolean; isDirty: () => boolean }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => isDirty() && leavesScreen(currentLocation, nextLocation),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when]);

  // The edits were saved or discarded while a navigation waited: let it through.
  useEffect(() => {
    if (!when && blocker.state === 'blocked') blocker.proceed();
  }, [when, blocker]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => {
        blocker.reset?.();
      }}
      title="Unsaved changes"
      centered
    >
      <Text size="sm">{UNSAVED_CHANGES_MESSAGE}</Text>
      <Group justify="flex-end" mt="lg">
        <Button
          variant="default"
          onClick={() => {
            blocker.reset?.();
          }}
        >
          Stay on this page
        </Button>
        <Button
          color="red"
          onClick={() => {
            blocker.proceed?.();
          }}
        >
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}
