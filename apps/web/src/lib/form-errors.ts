import type { FieldErrors } from './errors';

/**
 * Field errors keyed by the form's top-level fields: "tags.2" (one tag of the list) becomes "tags",
 * and the first message per field wins.
 */
export function byTopField(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path;
    result[field] ??= message;
  }
  return result;
}
