import type { AppRouter as ServerRouter } from '@folio/api';
import type {
  AnyTRPCMutationProcedure,
  AnyTRPCProcedure,
  AnyTRPCQueryProcedure,
  AnyTRPCRouter,
  TRPCBuiltRouter,
  TRPCMutationProcedure,
  TRPCQueryProcedure,
  TRPCSubscriptionProcedure,
} from '@trpc/server';

/*
 * The router type the client is typed by, as its users see it: every procedure's input and output
 * and the error shape, without the server's context and procedure meta. Those two name the
 * server's dependencies (the database, the OpenAPI generator), and the published declaration file
 * would import them.
 *
 * It is a value's inferred type on purpose: for `typeof publicRouter` the declaration emitter
 * writes the types out structurally, while an alias (`type AppRouter = Public<ServerRouter>`) is
 * emitted as written and would drag the server's declarations along. Nothing imports this module
 * at run time (index.ts re-exports its type only), so the call below never runs in a program.
 */

// The input/output/meta object is spelled out in each branch: behind an alias of its own the
// emitter would keep the alias and, in its argument, the server's procedure type with its meta.
type Published<P> = P extends AnyTRPCQueryProcedure
  ? TRPCQueryProcedure<{
      input: P['_def']['$types']['input'];
      output: P['_def']['$types']['output'];
      meta: object;
    }>
  : P extends AnyTRPCMutationProcedure
    ? TRPCMutationProcedure<{
        input: P['_def']['$types']['input'];
        output: P['_def']['$types']['output'];
        meta: object;
      }>
    : P extends AnyTRPCProcedure
      ? TRPCSubscriptionProcedure<{
          input: P['_def']['$types']['input'];
          output: P['_def']['$types']['output'];
          meta: object;
        }>
      : never;

type Root<R extends AnyTRPCRouter> = R['_def']['_config']['$types'];

/** The API's routers are one level deep (`clients.list`); test/package.test.ts checks that nothing is lost. */
function publish<R extends AnyTRPCRouter>(): TRPCBuiltRouter<
  { ctx: object; meta: object; errorShape: Root<R>['errorShape']; transformer: Root<R>['transformer'] },
  {
    [K in keyof R['_def']['record']]: R['_def']['record'][K] extends AnyTRPCProcedure
      ? Published<R['_def']['record'][K]>
      : { [P in keyof R['_def']['record'][K]]: Published<R['_def']['record'][K][P]> };
  }
> {
  return undefined as never;
}

const publicRouter = publish<ServerRouter>();

export type AppRouter = typeof publicRouter;
