import type { UnsubscribeOutput } from '@folio/contracts/schemas/activity-digest';
import { ensureOk } from '../../lib/rest-answer-error';

/**
 * The unsubscribe link's call: POST /api/public/unsubscribe with the link's token, without a session
 * (the token is the credential). The page posts it, not the link: mail scanners open links.
 */
export async function unsubscribeWithToken(token: string): Promise<UnsubscribeOutput> {
  const answer = await fetch(`/api/public/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    credentials: 'omit',
  });
  return (await (await ensureOk(answer)).json()) as UnsubscribeOutput;
}
