import { useSyncExternalStore } from 'react';

/**
 * A module the shell loads the first time it is needed (a pointer over it, focus, a tap), so that
 * its code is not part of what a signed-in page loads before its first paint. `load` starts the
 * import once and may be called as often as convenient; `useLoaded` re-renders the caller with
 * the module once it has arrived. A failed import (a dropped connection) may be tried again.
 */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();

  const load = (): Promise<T> => {
    loading ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => loaded;
  // A failure leaves the placeholder in place; the next pointer, focus or press tries again.
  const start = () => void load().catch(() => {});

  return { load, start, subscribe, current };
}

export type OnDemand<T> = {
  load: () => Promise<T>;
  /** Starts the import from an event handler. */
  start: () => void;
  subscribe: (listener: () => void) => () => void;
  current: () => T | undefined;
};

/** The module once it has loaded (the caller re-renders then), else undefined. */
export function useLoaded<T>(module: OnDemand<T>): T | undefined {
  return useSyncExternalStore(module.subscribe, module.current, module.current);
}
