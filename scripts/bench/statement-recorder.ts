/**
 * Records the statements Folio's ORM sends during one request (openDatabase's onQuery listener),
 * in the groups it sent them in, so that the baseline can replay exactly those statements, with
 * the same parallelism and, on PostgreSQL, prepared or not as Folio's were (driverCall, told by
 * database.ts, which sees the option the ORM hands the driver right after the listener ran).
 *
 * Grouping: the listener is called just before a statement is sent. Statements that Folio runs
 * in parallel (Promise.all over queries) are all sent before control returns to the event loop;
 * a statement that waits for another's answer can only be sent after a round trip, that is after
 * at least one turn of the event loop. So an "epoch" counter bumped by setImmediate (once per
 * turn, only while statements arrive) tells the two apart: same epoch = sent together.
 */
import type { QueryListener } from '@folio/db';
import type { RecordedStatement } from './ipc';

export type StatementGroups = RecordedStatement[][];

export function createStatementRecorder() {
  let epoch = 0;
  let bumpScheduled = false;
  let recording: { statement: RecordedStatement; epoch: number }[] | null = null;

  const listener: QueryListener = (text, params) => {
    if (!recording) return;
    if (!bumpScheduled) {
      bumpScheduled = true;
      setImmediate(() => {
        epoch += 1;
        bumpScheduled = false;
      });
    }
    recording.push({ statement: { text, params: [...params] }, epoch });
  };

  /** The driver was called with `text` and this `prepare` option on a pool: the last such statement's. */
  const driverCall = (text: string, prepare: boolean | undefined, organizationPlan: boolean) => {
    if (!recording || prepare === undefined) return;
    for (let i = recording.length - 1; i >= 0; i -= 1) {
      const { statement } = recording[i]!;
      if (statement.text === text && statement.prepare === undefined) {
        statement.prepare = prepare;
        statement.organizationPlan = organizationPlan;
        return;
      }
    }
  };

  return {
    listener,
    driverCall,
    start() {
      recording = [];
    },
    /** Ends the recording; answers the statements in their groups, in the order they were sent. */
    stop(): StatementGroups {
      const sent = recording ?? [];
      recording = null;
      const groups: StatementGroups = [];
      let lastEpoch: number | null = null;
      for (const { statement, epoch: at } of sent) {
        if (at === lastEpoch) groups.at(-1)!.push(statement);
        else groups.push([statement]);
        lastEpoch = at;
      }
      return groups;
    },
  };
}
