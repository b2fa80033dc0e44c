import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from './query-state';
import { SidePanel } from './side-panel';

type RecordQuery<T> = { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * A record's side panel: open while the address names a record, with the record's query in its
 * loading, error and loaded states. `shown` is false while the panel slides out; the content
 * stays until then.
 */
export function RecordPanel<T>({
  opened,
  shown,
  onClose,
  query,
  title,
  errorTitle,
  children,
}: {
  opened: boolean;
  shown: boolean;
  onClose: () => void;
  query: RecordQuery<T>;
  title: string;
  errorTitle: string;
  children: (record: T) => ReactNode;
}) {
  return (
    <SidePanel opened={opened} onClose={onClose} title={title}>
      {shown && (
        <QueryState query={query} errorTitle={errorTitle} loading={<Skeleton h={240} radius="md" />}>
          {children}
        </QueryState>
      )}
    </SidePanel>
  );
}
