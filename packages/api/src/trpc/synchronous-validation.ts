/**
 * tRPC validates every input and output with the schema's `parseAsync`. Zod runs an object
 * schema's compiled parser only when parsing synchronously: asynchronously it walks the schema
 * field by field, about four times as slow (330 µs against 80 for a page of 30 invoices, a fifth
 * of the server's CPU for that request). No Folio schema has an asynchronous refinement, so the
 * procedures' builder hands tRPC schemas whose `parseAsync` is their synchronous `parse`: the same
 * checks, the same answers and errors. Should a schema ever gain an asynchronous refinement, zod's
 * synchronous parse refuses it with an error the first time it runs (a test's 500).
 *
 * The schema objects themselves are given to tRPC (and so to the OpenAPI document, which reads
 * them): only their `parseAsync` is replaced, in this process.
 */

type ZodLike = { _zod: unknown; parse(data: unknown, params?: unknown): unknown; parseAsync: unknown };

const isZodSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' &&
  value !== null &&
  '_zod' in value &&
  typeof (value as { parse?: unknown }).parse === 'function';

const parsedInSync = new WeakSet<object>();

function parsedSynchronously<S>(schema: S): S {
  if (isZodSchema(schema) && !parsedInSync.has(schema)) {
    schema.parseAsync = (data: unknown, params?: unknown) => schema.parse(data, params);
    parsedInSync.add(schema);
  }
  return schema;
}

/** Whether tRPC parses `schema` synchronously (given to a builder of validatedSynchronously). */
export const isParsedSynchronously = (schema: object): boolean => parsedInSync.has(schema);

/** Builder methods that answer another builder, which must validate the same way. */
const CHAINED = new Set<PropertyKey>(['use', 'meta', 'concat', 'unstable_concat', 'experimental_caller']);

/**
 * `builder` (a tRPC procedure builder) whose `.input()` and `.output()` schemas are parsed
 * synchronously, as are those of every builder made from it.
 */
export function validatedSynchronously<B extends object>(builder: B): B {
  return new Proxy(builder, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (key === 'input' || key === 'output') {
        return (schema: unknown) => validatedSynchronously(value.call(target, parsedSynchronously(schema)));
      }
      if (CHAINED.has(key)) return (...args: unknown[]) => validatedSynchronously(value.apply(target, args));
      return value;
    },
  });
}
