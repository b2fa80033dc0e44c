import { MSG } from '@folio/contracts';
import type { FieldErrors } from './errors';

/** The part of a zod schema the forms use, so that web code needs no zod import of its own. */
type Schema<T> = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks form values with the server's own input schema from @folio/contracts (STYLE §2.20), so the
 * form shows exactly the messages a 422 would carry; the first message per field wins.
 */
export function validate<T>(schema: Schema<T>, values: unknown): Validated<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** SPEC §5 password hint under the register form's password field. */
export function passwordHint(password: string): { text: string; color: 'red' | 'yellow' | 'teal' } {
  if (password.length < 8) return { text: MSG.passwordHint.tooShort, color: 'red' };
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return { text: MSG.passwordHint.weak, color: 'yellow' };
  }
  return { text: MSG.passwordHint.good, color: 'teal' };
}
