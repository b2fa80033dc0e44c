import { type ReactNode, useDeferredValue } from 'react';
import { CardSkeletons } from './card-skeletons';
import { EmptyText, QueryState } from './query-state';
import { VirtualCardGrid } from './virtual-card-grid';

type Page<T> = { items: T[]; total: number; nextCursor: string | null };

/** The parts of an infinite query over a `*.page` procedure that the list uses. */
export type PagedQuery<T> = {
  data: { pages: Page<T>[] } | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The records loaded so far and the total, from an infinite query's pages. A search's total counts
 * at most 500 matches (docs/product.md, "Lists' totals with a search"): once more are loaded, their
 * number is the better count, so "All … shown" at the end names every record shown.
 */
export function pagedItems<T>(query: Pick<PagedQuery<T>, 'data'>) {
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total;
  /** More pages remain to load: a search's total at the cap is then "or more" (lib/search-total.ts). */
  const hasMore = (pages.at(-1)?.nextCursor ?? null) !== null;
  return { items, total: total === undefined ? undefined : Math.max(total, items.length), hasMore };
}

/**
 * A list page's body: skeleton cards while the first page loads, the error with Try again, the
 * empty text, or the windowed card grid that loads further pages as the reader scrolls.
 */
export function PagedCardList<T>({
  query,
  label,
  errorTitle,
  emptyText,
  getKey,
  renderCard,
  estimateRowHeight,
}: {
  query: PagedQuery<T>;
  label: string;
  errorTitle: string;
  emptyText: string;
  getKey: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  estimateRowHeight?: number;
}) {
  // A page that has just arrived is drawn in the background, in slices between which the page
  // still answers input, instead of in the single long task of the data's arrival: on a phone that
  // task held the whole first page of cards.
  const data = useDeferredValue(query.data);
  const drawing = data !== query.data;
  const { items, total } = pagedItems({ data });
  return (
    <QueryState
      query={{ ...query, data }}
      errorTitle={errorTitle}
      loading={<CardSkeletons />}
      isEmpty={() => items.length === 0}
      empty={<EmptyText>{emptyText}</EmptyText>}
    >
      {() => (
        <VirtualCardGrid
          items={items}
          total={total ?? items.length}
          label={label}
          getKey={getKey}
          renderCard={renderCard}
          hasNextPage={query.hasNextPage}
          // Until the page just loaded is drawn, the end of the list is not the end of what is loaded.
          isFetchingNextPage={query.isFetchingNextPage || drawing}
          fetchNextPage={query.fetchNextPage}
          {...(estimateRowHeight ? { estimateRowHeight } : {})}
        />
      )}
    </QueryState>
  );
}
