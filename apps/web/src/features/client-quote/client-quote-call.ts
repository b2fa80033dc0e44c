import type { PublicQuote } from '@folio/contracts/schemas/public-quotes';
import { getToken } from '../../lib/auth';
import { ensureOk } from '../../lib/rest-answer-error';
import { acceptLanguage } from '../../lib/server-messages';

/** The quote link's API: its token is the credential. */
const quotePath = (token: string) => `/api/public/quotes/${encodeURIComponent(token)}`;

/**
 * GET /api/public/quotes/{token}: the quote as its client sees it (404 unknown, rotated or draft).
 * A signed-in visitor's session goes with it, so that a member opening the link does not count as
 * the client having seen the quote.
 */
export async function fetchPublicQuote(token: string): Promise<PublicQuote> {
  const session = getToken();
  const answer = await fetch(quotePath(token), {
    credentials: 'same-origin',
    headers: session ? { Authorization: `Bearer ${session}` } : {},
  });
  return (await (await ensureOk(answer)).json()) as PublicQuote;
}

/** The quote's PDF, a plain link: the browser downloads it with no script. */
export const publicQuotePdfUrl = (token: string) => `${quotePath(token)}/pdf`;

/** A JSON POST answered in the page's language (its refusals are shown as written). */
async function postAnswer(path: string, body: unknown): Promise<PublicQuote> {
  const answer = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...acceptLanguage() },
    body: JSON.stringify(body),
  });
  return (await (await ensureOk(answer)).json()) as PublicQuote;
}

/** POST …/accept: signed with the name typed; answers the quote as the page now shows it. */
export const acceptPublicQuote = (token: string, name: string) =>
  postAnswer(`${quotePath(token)}/accept`, { name });

/** POST …/decline, with the reason when one was given. */
export const declinePublicQuote = (token: string, reason: string) =>
  postAnswer(`${quotePath(token)}/decline`, reason ? { reason } : {});
