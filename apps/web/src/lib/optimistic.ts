import { toastFailure } from './mutation-failure';

/** The part of a tRPC query's cache utilities (`utils.invoices.get`) an optimistic change uses. */
export type CachedQuery<TInput, TData> = {
  cancel(input: TInput): Promise<unknown>;
  getData(input: TInput): TData | undefined;
  setData(input: TInput, data: TData | undefined): unknown;
};

/**
 * A change shown before the server answers, as a mutation's options: `onMutate` stops the query's
 * fetches in flight, keeps the cached value and writes the changed one; `onError` puts the kept
 * value back and shows the failure (lib/mutation-failure.ts); `onSettled` refreshes what the change
 * touched, whichever way it went. Spread it into `useMutation({ ...optimisticChange(…), onSuccess })`.
 */
export function optimisticChange<TVars, TResult, TInput, TData>({
  query,
  input,
  apply,
  failure,
  settle,
}: {
  query: CachedQuery<TInput, TData>;
  /** The cached query's input for these variables. */
  input: (vars: TVars) => TInput;
  /** The cached value as it will be once the server agrees. */
  apply: (data: TData, vars: TVars) => TData;
  /** The action's own failure text. */
  failure: (vars: TVars) => string;
  /** What to refresh once the server answered; `result` is undefined when it failed. */
  settle: (vars: TVars, result: TResult | undefined) => unknown;
}) {
  return {
    onMutate: async (vars: TVars) => {
      const key = input(vars);
      await query.cancel(key);
      const previous = query.getData(key);
      if (previous !== undefined) query.setData(key, apply(previous, vars));
      return { previous };
    },
    onError: (error: unknown, vars: TVars, context: { previous: TData | undefined } | undefined) => {
      if (context?.previous !== undefined) query.setData(input(vars), context.previous);
      toastFailure(error, failure(vars));
    },
    onSettled: (result: TResult | undefined, _error: unknown, vars: TVars) => settle(vars, result),
  };
}
