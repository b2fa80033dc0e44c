import { MSG } from '@folio/contracts';
import type { Schema, Validated } from './validate';

/**
 * A form's schema loaded on demand: zod and the schema stay out of what a page loads before its
 * first paint. `preload` starts the download (call it when the form mounts); `validate` waits for
 * it. If the rules cannot be loaded, the values go to the server unchecked: it applies the same
 * schema and answers with the same messages.
 */
export function lazySchema<T>(load: () => Promise<Schema<T>>) {
  let loading: Promise<[Schema<T>, typeof import('./validate')]> | undefined;
  const get = () => {
    loading ??= Promise.all([load(), import('./validate')]).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    preload: () => void get().catch(() => {}),
    validate: async (values: unknown): Promise<Validated<T>> => {
      const loaded = await get().catch(() => null);
      if (!loaded) return { ok: true, data: values as T };
      const [schema, { validate }] = loaded;
      return validate(schema, values);
    },
  };
}

/** The password hint under the register form's password field (advice only; 8 characters is the rule). */
export function passwordHint(password: string): { text: string; color: 'red' | 'yellow' | 'teal' } {
  if (password.length < 8) return { text: MSG.passwordHint.tooShort, color: 'red' };
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return { text: MSG.passwordHint.weak, color: 'yellow' };
  }
  return { text: MSG.passwordHint.good, color: 'teal' };
}
