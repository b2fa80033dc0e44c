import type { Logger } from './logger';

/**
 * Work a request starts but does not wait for (e.g. a mail whose sending must not show in the
 * answer's timing). Failures are logged, never thrown; shutdown and tests wait with drain().
 */
export type BackgroundTasks = {
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves when every task started so far, and any they started, has finished. */
  drain(): Promise<void>;
};

export function createBackgroundTasks(log: Pick<Logger, 'error'>): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(label, task) {
      // setImmediate: the task starts after the current answer has been written, not while it is.
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => {},
          (error: unknown) => log.error({ err: error, task: label }, 'background task failed'),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
