/** Why a message was not sent, and whether trying again can help. */
export type SendFailure = { permanent: boolean; reason: string };

type NodemailerError = Error & { code?: string; responseCode?: number; response?: string };

/**
 * Reads a failed send the way SMTP means it (RFC 5321 §4.2.1): a 5xx reply is permanent (no such
 * mailbox, message refused, authentication refused) and is not retried; a 4xx reply (greylisting,
 * a full mailbox, a busy server) and anything that kept the exchange from happening (connection
 * refused or reset, a timeout, DNS) are temporary and retried. The reason is the server's own reply
 * where there is one.
 */
export function describeSendFailure(error: unknown): SendFailure {
  const failure = (error ?? {}) as NodemailerError;
  const reply = typeof failure.response === 'string' ? failure.response.trim() : '';
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  if (code !== null && code >= 500 && code < 600) {
    return { permanent: true, reason: reply || `${code} ${failure.message}` };
  }
  if (code !== null) return { permanent: false, reason: reply || `${code} ${failure.message}` };
  const message = failure.message || String(error);
  if (failure.code === 'EENVELOPE' || failure.code === 'EMESSAGE')
    return { permanent: true, reason: message };
  if (['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED'].includes(failure.code ?? '')) {
    return { permanent: false, reason: `The mail server could not be reached (${message})` };
  }
  return { permanent: false, reason: message };
}
