/**
 * An API key of the benchmark's organization, made once per session over the REST API: a panel's
 * bare baseline is Folio's own statement for the record, which Folio sends alone (after its
 * caller's statement) when an API key asks (scenarios.ts, `bareBaseline`).
 */
import { sendJson } from './http-client';
import type { Session } from './session';

const keys = new WeakMap<Session, Promise<string>>();

export function benchApiKey(session: Session): Promise<string> {
  let key = keys.get(session);
  if (!key) {
    key = sendJson<{ secret: string }>(session.folio, {
      method: 'POST',
      path: '/api/org/api-keys',
      token: session.token,
      json: { name: 'Benchmark', role: 'viewer' },
      timeoutMs: 30_000,
    }).then((created) => created.secret);
    keys.set(session, key);
  }
  return key;
}
