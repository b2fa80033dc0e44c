import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from '../lib/plain-click';

/**
 * A card's title: a real link to the list with `?open={id}` (so it opens in a new tab on a
 * modified click), which on a plain click opens the record's panel through `onOpen`.
 */
export function OpenRecordLink({
  list,
  id,
  onOpen,
  children,
}: {
  list: '/clients' | '/projects' | '/invoices' | '/invoices/recurring' | '/quotes';
  id: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <Anchor
      renderRoot={(props) => <Link to={list} search={{ open: id }} {...props} />}
      onClick={(event: MouseEvent) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen();
      }}
      fw={600}
      style={{ minWidth: 0, overflowWrap: 'anywhere' }}
    >
      {children}
    </Anchor>
  );
}
