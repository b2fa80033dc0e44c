/** One request to the live server and its answer, as an integrator's HTTP client saw them. */
export type Exchange = {
  method: string;
  /** The path without the query, as sent (`/api/clients/…`). */
  path: string;
  query: URLSearchParams;
  requestHeaders: Record<string, string>;
  /** The JSON body sent, if any. */
  requestBody?: unknown;
  /** A body sent as is (non-JSON input, an image). */
  rawRequestBody?: string | Buffer;
  status: number;
  headers: Headers;
  contentType: string | null;
  /** The answer's bytes, whatever their type. */
  bytes: Buffer;
  /** The parsed JSON answer, when it is JSON; otherwise undefined. */
  json: any;
};

export type CallOptions = {
  token?: string | null;
  /** The whole Authorization header, for malformed ones. */
  authorization?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** Sent as is, instead of a JSON body. */
  raw?: { contentType: string; body: string | Buffer };
};

/**
 * A plain fetch client to a live server that keeps every exchange, so that each answer can be
 * checked against the document once the scenario has run.
 */
export function recordingClient(baseUrl: string) {
  const exchanges: Exchange[] = [];

  async function call(
    method: string,
    url: string,
    body?: unknown,
    options: CallOptions = {},
  ): Promise<Exchange> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.authorization) headers.authorization = options.authorization;
    if (options.cookie) headers.cookie = options.cookie;
    let payload: string | Buffer | undefined;
    if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      payload = options.raw.body;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const target = new URL(url, baseUrl);
    const res = await fetch(target, { method, headers, ...(payload !== undefined ? { body: payload } : {}) });
    const bytes = Buffer.from(await res.arrayBuffer());
    const contentType = res.headers.get('content-type');
    let json: unknown;
    if (contentType && /json/i.test(contentType)) {
      try {
        json = JSON.parse(bytes.toString('utf8'));
      } catch {
        json = undefined;
      }
    }
    const exchange: Exchange = {
      method,
      path: target.pathname,
      query: target.searchParams,
      requestHeaders: headers,
      ...(body !== undefined && !options.raw ? { requestBody: body } : {}),
      ...(options.raw ? { rawRequestBody: options.raw.body } : {}),
      status: res.status,
      headers: res.headers,
      contentType,
      bytes,
      json,
    };
    exchanges.push(exchange);
    return exchange;
  }

  return {
    exchanges,
    call,
    get: (url: string, options?: CallOptions) => call('GET', url, undefined, options),
    post: (url: string, body?: unknown, options?: CallOptions) => call('POST', url, body, options),
    put: (url: string, body?: unknown, options?: CallOptions) => call('PUT', url, body, options),
    patch: (url: string, body?: unknown, options?: CallOptions) => call('PATCH', url, body, options),
    delete: (url: string, options?: CallOptions) => call('DELETE', url, undefined, options),
  };
}
export type RecordingClient = ReturnType<typeof recordingClient>;
