import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from './page-state';

/** What QueryState reads of a query (a tRPC or TanStack one). */
export type QueryLike<T> = { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * A query's three states, rendered once: `loading` until the data is in, the error with Try again,
 * `empty` when `isEmpty(data)`, otherwise `children(data)`.
 */
export function QueryState<T>({
  query,
  loading,
  errorTitle,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<T>;
  loading: ReactNode;
  errorTitle: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && query.data === undefined) {
    return <ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <>{loading}</>;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** The quiet "nothing here" line of a list or a panel section. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" py="md" role="status">
      {children}
    </Text>
  );
}
