import { Button, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocale } from '../lib/i18n';
import { formatTotal } from '../lib/search-total';
import { TEXTS } from '../lib/texts';

const GAP_PX = 16;
/** Rows rendered above and below the visible ones. */
const OVERSCAN_ROWS = 3;
/** Start loading the next page when this many rows are left below the last rendered one. */
const PREFETCH_ROWS = 4;

/** Columns for the grid's width: one on phones, up to three on wide screens. */
export function columnsFor(width: number): number {
  if (width >= 940) return 3;
  if (width >= 600) return 2;
  return 1;
}

/**
 * A card grid that stays light however long the list: only the rows near the viewport are in the
 * page (the window scrolls, rows are measured as they render), and the next page is requested
 * before the reader reaches the end. Cards are list items with their position in the whole list,
 * so assistive technology announces "12 of 12,000".
 */
export function VirtualCardGrid<T>({
  items,
  total,
  label,
  getKey,
  renderCard,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  estimateRowHeight = 200,
}: {
  items: readonly T[];
  total: number;
  label: string;
  getKey: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  estimateRowHeight?: number;
}) {
  useLocale();
  const { ref: sizeRef, width } = useElementSize();
  const listRef = useRef<HTMLDivElement | null>(null);
  // Until the size observer reports, the width read before the first paint: the first frame then
  // already has the right number of columns, instead of three that narrow to one on a phone
  // (cards jumping as the page appears).
  const [widthBeforePaint, setWidthBeforePaint] = useState(0);
  useLayoutEffect(() => {
    if (width || widthBeforePaint || !listRef.current) return;
    setWidthBeforePaint(listRef.current.getBoundingClientRect().width);
  }, [width, widthBeforePaint]);
  const columns = columnsFor(width || widthBeforePaint || 1024);
  const rowCount = Math.ceil(items.length / columns);

  // The window scrolls; the virtualizer needs the list's distance from the top of the document.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    gap: GAP_PX,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastRendered >= rowCount - PREFETCH_ROWS) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastRendered, rowCount, fetchNextPage]);

  return (
    <div ref={sizeRef}>
      {/* biome-ignore lint/a11y/useSemanticElements: the rows that position the cards sit between the list and its items, which <ul> does not allow */}
      <div
        ref={listRef}
        role="list"
        aria-label={label}
        style={{ position: 'relative', height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const first = row.index * columns;
          return (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${row.start - scrollMargin}px)`,
              }}
            >
              <SimpleGrid cols={columns} spacing={GAP_PX}>
                {items.slice(first, first + columns).map((item, offset) => (
                  // biome-ignore lint/a11y/useSemanticElements: see the list above
                  <div
                    key={getKey(item)}
                    role="listitem"
                    aria-posinset={first + offset + 1}
                    aria-setsize={total}
                    style={{ display: 'flex', flexDirection: 'column' }}
                  >
                    {renderCard(item)}
                  </div>
                ))}
              </SimpleGrid>
            </div>
          );
        })}
      </div>
      <Center py="md" mih={56}>
        {isFetchingNextPage ? (
          <Loader size="sm" aria-label={TEXTS.loadingMore} />
        ) : hasNextPage ? (
          // For readers who reach the end before the next page was requested (or whose request failed).
          <Button variant="subtle" onClick={() => void fetchNextPage()}>
            {TEXTS.showMore}
          </Button>
        ) : items.length > 0 ? (
          <Text size="sm" c="dimmed">
            {total === 1 ? TEXTS.thatIsTheOnlyOne : TEXTS.allShown(formatTotal(total, false))}
          </Text>
        ) : null}
      </Center>
    </div>
  );
}
