/**
 * The load generator's HTTP client: node:http with a keep-alive agent per server, one socket per
 * request in flight. Lighter on CPU than fetch, which matters on a small machine where the load
 * generator competes with the servers for the same cores (the same client for Folio and the
 * baseline, so it costs both the same).
 */
import http from 'node:http';

export type Target = { baseUrl: string; host: string; port: number; agent: http.Agent };

export type Answer = {
  status: number;
  /** From sending the request to the answer's last byte. */
  ms: number;
  bytes: number;
  headers: http.IncomingHttpHeaders;
  /** Only when asked for (keepBody); the load itself counts bytes and drops them. */
  body: Buffer | null;
  error?: string;
};

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH';
  path: string;
  token?: string | undefined;
  json?: unknown;
  keepBody?: boolean;
  timeoutMs: number;
};

export function target(baseUrl: string, sockets: number): Target {
  const url = new URL(baseUrl);
  return {
    baseUrl,
    host: url.hostname,
    port: Number(url.port),
    agent: new http.Agent({ keepAlive: true, maxSockets: sockets }),
  };
}

function start(to: Target, options: RequestOptions) {
  const body = options.json === undefined ? null : Buffer.from(JSON.stringify(options.json));
  const headers: http.OutgoingHttpHeaders = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = body.byteLength;
  }
  const req = http.request({
    host: to.host,
    port: to.port,
    agent: to.agent,
    method: options.method ?? 'GET',
    path: options.path,
    headers,
  });
  req.setTimeout(options.timeoutMs, () => req.destroy(new Error(`timed out after ${options.timeoutMs} ms`)));
  req.end(body ?? undefined);
  return req;
}

/** One request, timed until the last byte of the answer is read. Never throws: failures have status 0. */
export function send(to: Target, options: RequestOptions): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const failed = (error: Error) =>
      resolve({
        status: 0,
        ms: performance.now() - started,
        bytes: 0,
        headers: {},
        body: null,
        error: `${error.name}: ${error.message}`,
      });
    const req = start(to, options);
    req.once('error', failed);
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
        if (options.keepBody) chunks.push(chunk);
      });
      res.once('error', failed);
      res.once('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          bytes,
          headers: res.headers,
          body: options.keepBody ? Buffer.concat(chunks) : null,
        }),
      );
    });
  });
}

/** A request whose answer is read by the caller, chunk by chunk (the streamed export). */
export function open(to: Target, options: RequestOptions): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = start(to, options);
    req.once('error', reject);
    req.once('response', resolve);
  });
}

/** The answer's body as JSON; throws unless it answered 2xx. */
export async function sendJson<T>(to: Target, options: Omit<RequestOptions, 'keepBody'>): Promise<T> {
  const answer = await send(to, { ...options, keepBody: true });
  const text = answer.body?.toString('utf8') ?? '';
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(
      `${options.method ?? 'GET'} ${options.path} answered ${answer.status || answer.error}: ${text.slice(0, 300)}`,
    );
  }
  return JSON.parse(text) as T;
}
