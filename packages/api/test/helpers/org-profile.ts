import type { TestApp } from './app';
import type { RestResponse } from './rest';

/** The profile of an organization that never saved its business details. */
export const EMPTY_PROFILE = {
  legalName: null,
  address: null,
  taxId: null,
  email: null,
  phone: null,
  website: null,
  paymentInstructions: null,
  invoiceFooter: null,
  paymentTermsDays: null,
  locale: 'en',
  timeZone: 'UTC',
  logo: null,
};

/** The smallest valid PNG (1×1, transparent) and a minimal JPEG header, for logo uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(60, 1),
  Buffer.from([0xff, 0xd9]),
]);

/** PUT /api/org/logo with a raw body; the answer's JSON is parsed. */
export async function putLogo(
  t: TestApp,
  token: string | null,
  body: Buffer,
  contentType?: string,
): Promise<RestResponse> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/org/logo',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    payload: body,
  });
  return {
    status: res.statusCode,
    body: res.json(),
    headers: res.headers,
    refreshCookie: undefined,
    setCookie: [],
  };
}

/** GET /api/org/logo: the raw bytes and headers. */
export async function getLogo(t: TestApp, token: string | null) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/org/logo',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, bytes: res.rawPayload, headers: res.headers };
}
