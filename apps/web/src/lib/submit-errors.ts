import { type FieldErrors, isGloballyHandled, toApiError } from './errors';

/**
 * How a form shows a failed call (docs/product.md#how-errors-are-shown): 422 entries go next to
 * their fields, entries without a field and every other failure go to the general list. The
 * global 403 handling shows its own dialog or toast, so the form stays quiet about those. Fields
 * the form does not have move to the list; a path inside a field the form has (an item's quantity,
 * one tag) stays with that field.
 */
export function formErrorsFrom(error: unknown, knownFields: readonly string[]) {
  const api = toApiError(error);
  if (isGloballyHandled(error)) return { fieldErrors: {} as FieldErrors, general: [] as string[] };
  const fieldErrors: FieldErrors = {};
  const general = [...api.generalErrors];
  for (const [field, msg] of Object.entries(api.fieldErrors)) {
    // "items.0.quantity" or "tags.2" belong to the form's items or tags field.
    const topField = field.split('.')[0] ?? field;
    if (knownFields.includes(field) || knownFields.includes(topField)) fieldErrors[field] = msg;
    else general.push(msg);
  }
  if (Object.keys(fieldErrors).length === 0 && general.length === 0) general.push(api.msg);
  return { fieldErrors, general };
}
