import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

interface LeaveGuardValue {
  /** Marks the form `id` as holding unsaved changes, or not. */
  readonly mark: (id: string, dirty: boolean) => void;
  /** Runs `leave` at once when no form holds unsaved changes, else once the user agrees to discard them. */
  readonly attempt: (leave: () => void) => void;
}

const LeaveGuardContext = createContext<LeaveGuardValue | null>(null);

// The question is fetched the first time it is asked: every page has the guard, few ever ask.
const UnsavedChangesDialog = lazy(() =>
  import('./UnsavedChangesDialog').then((module) => ({ default: module.UnsavedChangesDialog })),
);

/**
 * Guards leaving a form with unsaved changes (the portal's one rule): a tab switch, a navigation of
 * the app or a sign-out asks first, and closing or reloading the browser tab gets the browser's own
 * question (beforeunload).
 */
export function LeaveGuardProvider({ children }: { readonly children: ReactNode }) {
  const dirty = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const mark = useCallback((id: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(id);
    else dirty.current.delete(id);
    setAnyDirty(dirty.current.size > 0);
  }, []);
  const attempt = useCallback((leave: () => void) => {
    if (dirty.current.size === 0) leave();
    else setPending(() => leave);
  }, []);

  useEffect(() => {
    if (!anyDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyDirty]);

  const value = useMemo(() => ({ mark, attempt }), [mark, attempt]);
  return (
    <LeaveGuardContext.Provider value={value}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <UnsavedChangesDialog
            onStay={() => setPending(null)}
            onLeave={() => {
              // The forms are left, so what they held no longer stops the next leave.
              dirty.current.clear();
              setAnyDirty(false);
              setPending(null);
              pending();
            }}
          />
        </Suspense>
      )}
    </LeaveGuardContext.Provider>
  );
}

/** Declares whether the calling form holds unsaved changes; the mark goes when the form does. */
export function useUnsavedChanges(isDirty: boolean): void {
  const guard = useContext(LeaveGuardContext);
  const id = useId();
  useEffect(() => {
    guard?.mark(id, isDirty);
  }, [guard, id, isDirty]);
  useEffect(() => () => guard?.mark(id, false), [guard, id]);
}

/** A way of leaving (a tab switch, a navigation) that asks first while a form holds unsaved changes. */
export function useGuardedLeave(): (leave: () => void) => void {
  const guard = useContext(LeaveGuardContext);
  return guard?.attempt ?? runAtOnce;
}

const runAtOnce = (leave: () => void) => leave();
