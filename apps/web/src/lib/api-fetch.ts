import { getToken } from './auth';
import { refreshAccessToken } from './session';

/**
 * A call to a plain REST route of the API (`/api/...`) that tRPC does not carry (a PDF, an image):
 * sent with the session's bearer token and cookies; an expired access token is refreshed once and
 * the call sent again, as for every tRPC call.
 */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = (token: string | null) =>
    fetch(path, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'include',
    });
  const token = getToken();
  const answer = await send(token);
  if (answer.status !== 401) return answer;
  return send(await refreshAccessToken(token));
}
