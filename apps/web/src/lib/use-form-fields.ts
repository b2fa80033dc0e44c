import { type ChangeEvent, useCallback, useState } from 'react';
import type { FieldErrors } from './errors';
import { formErrorsFrom } from './submit-errors';

/**
 * Small form state for text fields: values, per-field errors (from the contracts schema or a 422)
 * and the general error list. Typing in a field clears its error.
 */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);

  const clearError = useCallback((name: string) => {
    setErrors((prev) => {
      if (!(name in prev)) return prev;
      const { [name]: _removed, ...rest } = prev;
      return rest;
    });
  }, []);

  const setValue = useCallback(
    (name: keyof T & string, value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  const field = (name: keyof T & string) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setValue(name, event.currentTarget.value),
  });

  /** Shows a failed call: field errors next to the fields this form has, the rest in the list. */
  const showError = (error: unknown, knownFields: readonly string[] = Object.keys(initial)) => {
    const shown = formErrorsFrom(error, knownFields);
    setErrors(shown.fieldErrors);
    setGeneral(shown.general);
  };

  const clearAll = () => {
    setErrors({});
    setGeneral([]);
  };

  return { values, setValues, setValue, errors, setErrors, general, setGeneral, field, showError, clearAll };
}
