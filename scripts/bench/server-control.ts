/**
 * The load generator's side of the server process (server-process.ts): forks it with tsx and
 * an exposed gc(), sends it commands over the IPC channel and waits for their answers.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CommandMessage, CommandName, Commands, ReplyMessage } from './ipc';

export type ServerProcess = {
  call<K extends CommandName>(command: K, args: Commands[K]['args']): Promise<Commands[K]['result']>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

/** `cpuProfileDir`: V8 writes a CPU profile of the server process there when it exits (--cpu-prof). */
export function startServerProcess(cpuProfileDir: string | null): ServerProcess {
  const file = fileURLToPath(new URL('./server-process.ts', import.meta.url));
  // The same TypeScript loader as this process; output goes to this terminal.
  const execArgv = ['--import', 'tsx', '--expose-gc'];
  if (cpuProfileDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`);
  const child = fork(file, [], { execArgv });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let gone: Error | null = null;

  child.on('message', (message: ReplyMessage) => {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(new Error(`server process: ${message.error}`));
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      gone = new Error(`the server process exited (${signal ?? `code ${code}`})`);
      for (const waiting of pending.values()) waiting.reject(gone);
      pending.clear();
      resolve(code);
    });
  });

  return {
    call(command, args) {
      if (gone) return Promise.reject(gone);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, command, args } satisfies CommandMessage);
      });
    },
    exited,
  };
}
