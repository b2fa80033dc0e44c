import { type ErrorEnvelope, MSG } from '@folio/contracts';

/**
 * A REST answer that was not 2xx, with the server's envelope (its msg, 403 code and a 422's field
 * errors), so lib/errors.ts reads it like a tRPC failure and the one failure rule applies. It is a
 * module of its own, apart from lib/api-fetch.ts: lib/errors.ts is in the shell's first chunk and
 * must not pull the fetching code and the session into it (the shell's size budget).
 */
export class RestAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: Partial<ErrorEnvelope>,
  ) {
    // An answer without the envelope (a proxy's page) has no text a user can read.
    super(envelope.msg || MSG.somethingWentWrong);
    this.name = 'RestAnswerError';
  }
}

/**
 * Throws a RestAnswerError for an answer that is not 2xx, with its JSON envelope when it has one.
 * Here, not in lib/api-fetch.ts, so that a public page's call (the unsubscribe link) does not pull
 * the session code in.
 */
export async function ensureOk(answer: Response): Promise<Response> {
  if (answer.ok) return answer;
  const envelope = (await answer.json().catch(() => ({}))) as Partial<ErrorEnvelope>;
  throw new RestAnswerError(answer.status, envelope);
}
