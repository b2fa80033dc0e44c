/**
 * Ctrl-C: the first SIGINT asks the run to stop sending requests; the run then cleans up (drops
 * the scratch database), reports what it measured and exits with status 130.
 */
let stopping = false;

/** Whether Ctrl-C was pressed: loops stop starting new requests once it is. */
export const stopRequested = () => stopping;

export function stopOnCtrlC() {
  process.once('SIGINT', () => {
    console.error('\nInterrupted: stopping and cleaning up…');
    stopping = true;
  });
}
