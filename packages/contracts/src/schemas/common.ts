import { isTimeZone } from '../dates';
import { MSG } from '../messages';
import { z } from '../zod';

/**
 * Metadata for the OpenAPI document: the JSON schema of a request field as the server checks it,
 * where zod's own rendering is looser (a union that a transform then narrows, a text check in a
 * refine). It replaces what is rendered; the field's runtime validation is unchanged, so the
 * document never accepts a value the server refuses. A string key holds when the document's
 * schema is narrower than the code, never wider.
 */
export const documentedAs = (jsonSchema: Record<string, unknown>) => ({
  override: ({ jsonSchema: rendered }: { jsonSchema: Record<string, unknown> }) => {
    for (const key of Object.keys(rendered)) delete rendered[key];
    Object.assign(rendered, jsonSchema);
  },
});

/** At least one character that is not white space: what a trimmed, non-empty text needs. */
export const NOT_BLANK = '\\S';

/**
 * A text that must be present: missing, null or blank all give the same message. `max` bounds
 * the trimmed text, in the same string schema so that the OpenAPI document states it too.
 */
export const requiredText = (message: string, max?: { length: number; message: string }) => {
  const present = z.string({ error: message }).trim().min(1, { error: message, abort: true });
  return (max ? present.max(max.length, { error: max.message }) : present).meta({
    override: { pattern: NOT_BLANK },
  });
};

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

/** `_id` is the record id on the wire; a UUID string (any other text is a 404). */
export const recordId = z.string().meta({ description: 'Record id (UUID)', override: { format: 'uuid' } });

export const isoDateTime = z.string().describe('ISO 8601 timestamp');

export const msgResponse = z.object({ msg: z.string() });
export type MsgResponse = z.infer<typeof msgResponse>;

export const okResponse = z.object({ ok: z.boolean() });

/** GET /api/health: `ok`, and the job queue's state where the server runs one. */
export const healthResponse = okResponse.extend({
  jobs: z
    .object({
      running: z.boolean(),
      /** Jobs waiting to run or for their next attempt. */
      waiting: z.number().int(),
      /** Jobs that ran out of attempts (kept for a week). */
      failed: z.number().int(),
    })
    .optional(),
});

/**
 * An IANA time zone ("Europe/Paris", "Pacific/Kiritimati"): any zone the runtime knows, with one
 * message for a missing, misspelt or unknown name.
 */
export const timeZoneField = (message: string) =>
  z
    .string({ error: message })
    .refine(isTimeZone, { error: message })
    .meta({
      override: {
        type: 'string',
        description: 'An IANA time zone name.',
        examples: ['Europe/Paris', 'Pacific/Kiritimati'],
      },
    });
