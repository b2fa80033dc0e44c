import { Button, Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocale } from '../lib/i18n';
import { formatTotal } from '../lib/search-total';
import { TEXTS } from '../lib/texts';
import { CARD_PLACEHOLDERS_ATTRIBUTE } from './card-placeholders';

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
 * The window's size for the virtualizer's first render. It otherwise starts from an empty window,
 * renders a few rows, and renders the ones it was missing in a second render once it has measured
 * the window: a synchronous render, in the same long task as the first one's commit.
 */
function windowRect(): { width: number; height: number } {
  if (typeof window === 'undefined') return { width: 0, height: 0 };
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * Where the list will start, before it is in the page: the top of the placeholder cards it takes the
 * place of, in a layout the browser has already done (null when there are none). They stand no lower
 * than the list (a list's filters may be taller than the placeholders'), so the rows this suggests
 * include the visible ones.
 */
function placeholderTop(): number | null {
  if (typeof document === 'undefined') return null;
  const placeholders = document.querySelector(`[${CARD_PLACEHOLDERS_ATTRIBUTE}]`);
  return placeholders ? placeholders.getBoundingClientRect().top + window.scrollY : null;
}

/**
 * The list's width as the window suggests it, before the list is in the page: the window less the
 * shell's sidebar (from Mantine's sm breakpoint, 48em) and the page's padding. Read without a layout.
 */
function estimatedListWidth(): number {
  if (typeof window === 'undefined') return 1024;
  const width = window.innerWidth;
  return width >= 768 ? width - 232 - 48 : width - 24;
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
  const locale = useLocale();
  const listRef = useRef<HTMLDivElement | null>(null);
  // The columns come from the list's width, estimated from the window for the first render and
  // measured before the first paint, then followed as it changes: the first frame already has the
  // right number of columns (no cards jumping from three to one on a phone), and the cards are
  // drawn again only when the number of columns changes, not for every pixel of width.
  const [columns, setColumns] = useState(() => columnsFor(estimatedListWidth()));
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    setColumns(columnsFor(list.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setColumns(columnsFor(entry.contentRect.width));
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);
  const rowCount = Math.ceil(items.length / columns);

  // The window scrolls; the virtualizer needs the list's distance from the top of the document.
  // The first render takes it from the placeholder cards the list replaces, so that it draws the
  // rows the window shows and no others; the list itself is measured once it is in the page.
  const [initial] = useState(() => ({ rect: windowRect(), top: placeholderTop() ?? 0 }));
  const [scrollMargin, setScrollMargin] = useState(initial.top);
  // Checked after a render is committed (a passive effect), not while committing: read then, in
  // every render of the grid, the list's position forced the page's layout into each commit. The
  // margin only decides which rows count as visible (the rows are placed within the list whatever
  // it is), and the first render's, from the placeholders, is never below the list: until it is
  // corrected, at most a row more is drawn at the bottom.
  useEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });

  // The rows beyond the visible ones (for a smooth scroll) come after the first paint, one at a time,
  // each drawn in the background and added in a short task of its own: on a phone, drawing them with
  // the first ones made the page's longest task longer by a card each.
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    if (overscan >= OVERSCAN_ROWS) return;
    const timer = setTimeout(() => startTransition(() => setOverscan(overscan + 1)));
    return () => clearTimeout(timer);
  }, [overscan]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan,
    scrollMargin,
    initialRect: initial.rect,
    gap: GAP_PX,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastRendered >= rowCount - PREFETCH_ROWS) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastRendered, rowCount, fetchNextPage]);

  return (
    <div>
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
              <CardRow
                items={items}
                first={first}
                columns={columns}
                total={total}
                getKey={getKey}
                renderCard={renderCard}
                locale={locale}
              />
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

type CardRowProps<T> = {
  items: readonly T[];
  first: number;
  columns: number;
  total: number;
  getKey: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  /** The language, so that a row is drawn again when it changes. */
  locale: string;
};

/**
 * One row of cards. Its cards are drawn again only when what they show changes: the grid itself
 * renders again as rows are measured and positioned (several times while a page appears), which
 * moves the rows without drawing their cards again.
 */
const CardRow = memo(function CardRow<T>({
  items,
  first,
  columns,
  total,
  getKey,
  renderCard,
}: CardRowProps<T>) {
  return (
    <SimpleGrid cols={columns} spacing={GAP_PX}>
      {items.slice(first, first + columns).map((item, offset) => (
        // biome-ignore lint/a11y/useSemanticElements: see the list in VirtualCardGrid
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
  );
}) as <T>(props: CardRowProps<T>) => ReactNode;
