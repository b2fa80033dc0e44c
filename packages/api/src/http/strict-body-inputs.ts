import type { AnyRouter } from '@trpc/server';

type ZodDef = {
  type?: string;
  coerce?: boolean;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  innerType?: ZodLike;
  getter?: () => ZodLike;
  in?: ZodLike;
  out?: ZodLike;
};
type ZodLike = { _zod?: { def?: ZodDef } };

const COERCIBLE = new Set(['number', 'boolean', 'bigint', 'date']);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault']);

function unwrap(schema: ZodLike | undefined, throughPipes: boolean): ZodLike | undefined {
  const def = schema?._zod?.def;
  if (!def) return schema;
  if (def.type === 'array') return unwrap(def.element, throughPipes);
  if (def.type && WRAPPERS.has(def.type)) return unwrap(def.innerType, throughPipes);
  if (def.type === 'lazy' && def.getter) return unwrap(def.getter(), throughPipes);
  if (def.type === 'pipe' && throughPipes) {
    return unwrap(def.out?._zod?.def?.type === 'transform' ? def.in : def.out, throughPipes);
  }
  return schema;
}

/** Keeps the schema's own `coerce` setting whatever the adapter writes to it. */
function pinCoercion(object: ZodLike) {
  for (const field of Object.values(object._zod?.def?.shape ?? {})) {
    const leaf = unwrap(field, false);
    const def = leaf?._zod?.def;
    if (!leaf || !def?.type) continue;
    if (COERCIBLE.has(def.type)) {
      const own = def.coerce ?? false;
      Object.defineProperty(def, 'coerce', { get: () => own, set: () => {}, configurable: true });
    } else if (def.type === 'object') {
      pinCoercion(leaf);
    }
  }
}

/**
 * trpc-to-openapi turns on zod coercion for every boolean/number/date field of an input on each
 * request, JSON bodies included, and it does so by mutating the shared schema (so /trpc is
 * affected too): `"false"` became `true` and `null` became `0`. Query strings need that; JSON
 * bodies do not. For procedures whose REST method takes a body (POST, PUT, PATCH), the fields keep their own
 * setting. A schema that needs coercion says so itself (`z.coerce.number()`).
 */
export function keepBodyInputsStrict(router: AnyRouter) {
  const procedures = router._def.procedures as Record<
    string,
    { _def: { inputs?: ZodLike[]; meta?: { openapi?: { method?: string } } } }
  >;
  for (const procedure of Object.values(procedures)) {
    const method = procedure._def.meta?.openapi?.method;
    if (!method || method === 'GET' || method === 'DELETE') continue; // query-string inputs
    for (const input of procedure._def.inputs ?? []) {
      const top = unwrap(input, true);
      if (top?._zod?.def?.type === 'object') pinCoercion(top);
    }
  }
}
