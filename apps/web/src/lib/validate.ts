import type { FieldErrors } from './errors';
import { serverMessage } from './server-messages';

/** The part of a zod schema the forms use, so that web code needs no zod import of its own. */
export type Schema<T> = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks form values with the server's own input schema from @folio/contracts, so the form shows
 * exactly the messages a 422 would carry (in the current language); the first message per field wins. Forms never write
 * rules of their own for what the schema already says.
 */
export function validate<T>(schema: Schema<T>, values: unknown): Validated<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= serverMessage(issue.message);
  }
  return { ok: false, errors };
}
