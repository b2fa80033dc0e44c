import type { Context } from '../trpc/context';
import { marked } from '../trpc/traits';
import type { LimitKeys, LimitName } from './budgets';

/**
 * A procedure middleware that counts every call against the budgets of `name` before the
 * procedure runs (429 with Retry-After when over). Use it after `.input()`, so that `keysOf` reads
 * the validated input: `.input(x).use(rateLimited('forgotPassword', (ctx, input) => ({ … })))`.
 * `keysOf` answers null for a call that is not counted (e.g. a profile update without a new email).
 */
export function rateLimited<N extends LimitName, TCtx extends Context, TInput>(
  name: N,
  keysOf: (ctx: TCtx, input: TInput) => LimitKeys<N> | null,
) {
  return marked(async <R>(opts: { ctx: TCtx; input: TInput; next: () => Promise<R> }): Promise<R> => {
    const keys = keysOf(opts.ctx, opts.input);
    if (keys) await opts.ctx.deps.rateLimits.take(name, keys);
    return opts.next();
  }, 'rateLimited');
}
