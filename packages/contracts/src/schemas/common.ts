import { MSG } from '../messages';
import { z } from '../zod';

/** A text that must be present: missing, null or blank all give the same message. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** An email address, trimmed and lowercased before it is checked. */
export const emailField = (
  requiredMessage: string = MSG.emailRequired,
  invalidMessage: string = MSG.emailInvalid,
) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage, abort: true })
    .max(254, { error: invalidMessage, abort: true })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: invalidMessage });

export const idParam = z.uuid({ error: MSG.notFound });

/** `_id` is the record id on the wire; a UUID string. */
export const recordId = z.string().describe('Record id (UUID)');

export const isoDateTime = z.string().describe('ISO 8601 timestamp');

export const msgResponse = z.object({ msg: z.string() });
export type MsgResponse = z.infer<typeof msgResponse>;

export const okResponse = z.object({ ok: z.boolean() });
