/**
 * Undoing what a script started (the server, the browser, a temporary folder, a scratch
 * database). Each is registered as it starts and undone in reverse order, once: at the end, after
 * an error, or on SIGINT, SIGTERM or SIGHUP (then the exit status is 130).
 */

type Undo = () => Promise<void> | void;

const undos: Undo[] = [];
let cleaningUp: Promise<void> | undefined;
let interrupted = false;

/** Registers how to undo something the script has just started. */
export function onCleanup(undo: Undo): void {
  undos.push(undo);
}

/** Whether a signal asked the script to stop: loops stop starting new work once it has. */
export const wasInterrupted = () => interrupted;

/** Undoes everything registered, newest first; a failing undo is reported and the others still run. */
function cleanup(): Promise<void> {
  cleaningUp ??= (async () => {
    for (const undo of undos.reverse()) {
      try {
        await undo();
      } catch (error) {
        console.error('cleanup:', error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleaningUp;
}

/**
 * Runs the script's `main`, cleans up and exits with the status `main` returns; 1 when it throws
 * (its message is printed), 130 after a signal.
 */
export function runScript(main: () => Promise<number>): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: stopping and cleaning up ...`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  main()
    .then(async (code) => {
      await cleanup();
      process.exit(interrupted ? 130 : code);
    })
    .catch(async (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      await cleanup();
      process.exit(interrupted ? 130 : 1);
    });
}
