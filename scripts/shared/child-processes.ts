/**
 * A free port to start the built server on, and stopping a child process (SIGTERM, then SIGKILL
 * after 10 s).
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Where the system starts handing out ports to outgoing connections (Linux's default elsewhere).
 * A port from that range, free when probed, can be taken by a connection before the server
 * listens on it; one below it cannot.
 */
function outgoingPortsStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return Number(low) > 11_000 ? Number(low) : 32_768;
  } catch {
    return 32_768;
  }
}

function isTaken(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

/** A TCP port of 127.0.0.1 nothing listens on right now, below the outgoing range, at random. */
export async function freePort(): Promise<number> {
  const end = outgoingPortsStart();
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * (end - 10_000));
    if (!(await isTaken(port))) return port;
  }
}

/** Stops `child` and resolves once it has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
