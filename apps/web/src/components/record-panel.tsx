import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLastDefined } from '../lib/use-last-defined';
import { QueryState } from './query-state';
import { SidePanel } from './side-panel';

type RecordQuery<T> = { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };

/** What a record's panel component takes: the record named by the address, and how to close. */
export type RecordPanelProps = { id: string | undefined; onClose: () => void };

/**
 * A record's side panel: open while the address names a record (`id`), with the record's query in
 * its loading, error and loaded states. While the panel slides out (`id` gone) it keeps showing the
 * record it showed. `useRecord` is the feature's query hook for one record, called with that id
 * (undefined before any was opened).
 */
export function RecordPanel<T>({
  id,
  onClose,
  useRecord,
  title,
  errorTitle,
  children,
}: RecordPanelProps & {
  useRecord: (id: string | undefined) => RecordQuery<T>;
  /** The panel's title, from the record once it is loaded. */
  title: (record: T | undefined) => string;
  errorTitle: string;
  children: (record: T) => ReactNode;
}) {
  const shownId = useLastDefined(id);
  const query = useRecord(shownId);
  return (
    <SidePanel opened={!!id} onClose={onClose} title={title(query.data)}>
      {shownId !== undefined && shownId !== '' && (
        <QueryState query={query} errorTitle={errorTitle} loading={<Skeleton h={240} radius="md" />}>
          {children}
        </QueryState>
      )}
    </SidePanel>
  );
}
