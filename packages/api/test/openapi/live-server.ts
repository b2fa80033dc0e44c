import { beforeAll } from 'vitest';
import type { TestAppOptions } from '../helpers/app';
import { useTestApp } from '../helpers/suite';
import type { OpenApiDocument } from './openapi-document';

/**
 * The file's test app, also listening on a real socket: integrators reach the API over TCP with
 * their own HTTP client, and so do these tests. `baseUrl` is set before the file's own hooks run.
 */
export function useLiveServer(options: TestAppOptions = {}) {
  const { t } = useTestApp(options);
  const live = { baseUrl: '' };
  beforeAll(async () => {
    live.baseUrl = await t.primary.listen({ host: '127.0.0.1', port: 0 });
  });
  return { t, live };
}

/** The document as an integrator downloads it. */
export async function downloadDocument(baseUrl: string): Promise<OpenApiDocument> {
  const res = await fetch(new URL('/api/openapi.json', baseUrl));
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return (await res.json()) as OpenApiDocument;
}
