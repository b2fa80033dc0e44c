import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { eventually } from './eventually';

/** One request the receiver took: its headers, raw body, parsed body and the status it answered. */
export type ReceivedWebhook = {
  path: string;
  headers: Record<string, string>;
  raw: string;
  body: { type: string; timestamp: string; data: any };
  status: number;
};

/**
 * A local HTTP endpoint for webhook tests: it records every request and answers the statuses it is
 * told to, per path (`answers` takes them in order, then 200). `verify(secret, hook)` checks a
 * request as an integrator would, with the Standard Webhooks reference library. `hold(path)` keeps
 * the answers to `path` back until the function it answers is called.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const plans = new Map<string, number[]>();
  const held = new Map<string, Promise<void>>();
  const arrived: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const path = req.url ?? '/';
      arrived.push(path);
      await held.get(path);
      const status = plans.get(path)?.shift() ?? 200;
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: ReceivedWebhook['body'];
      try {
        body = JSON.parse(raw);
      } catch {
        body = { type: '', timestamp: '', data: null };
      }
      received.push({ path, headers: req.headers as Record<string, string>, raw, body, status });
      res.statusCode = status;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    /** A URL of this receiver: each test takes its own path. */
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** The statuses the next requests to `path` get, in order (then 200). */
    answer(path: string, ...statuses: number[]) {
      plans.set(path, [...statuses]);
    },
    /** Holds the answers to `path` (they are recorded once answered); answers a function that lets them go. */
    hold(path: string): () => void {
      let release = () => {};
      held.set(
        path,
        new Promise<void>((resolve) => {
          release = () => {
            held.delete(path);
            resolve();
          };
        }),
      );
      return () => release();
    },
    /** How many requests to `path` have arrived, answered or held. */
    arrivals: (path: string) => arrived.filter((arrival) => arrival === path).length,
    at: (path: string) => received.filter((hook) => hook.path === path),
    /** Waits until `path` has received `count` requests, and answers them. */
    async waitFor(path: string, count = 1, ms = 20_000) {
      return eventually(() => {
        const hooks = received.filter((hook) => hook.path === path);
        return hooks.length >= count ? hooks : null;
      }, ms);
    },
    /** Verifies a request with standardwebhooks' Webhook.verify (throws when it does not verify). */
    verify(secret: string, hook: ReceivedWebhook) {
      return new Webhook(secret).verify(hook.raw, {
        'webhook-id': hook.headers['webhook-id'] ?? '',
        'webhook-timestamp': hook.headers['webhook-timestamp'] ?? '',
        'webhook-signature': hook.headers['webhook-signature'] ?? '',
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
