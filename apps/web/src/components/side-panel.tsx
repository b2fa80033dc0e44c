import { PANEL_ANIMATION_MS, SWIPE_CLOSE_PX } from '@folio/contracts';
import { Drawer, type DrawerProps } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react';
import { useLocale } from '../lib/i18n';
import { TEXTS } from '../lib/texts';

/** A touch that moved left by more than the threshold, more sideways than up or down. */
export function isCloseSwipe(start: { x: number; y: number }, end: { x: number; y: number }): boolean {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  return -dx > SWIPE_CLOSE_PX && Math.abs(dx) > Math.abs(dy);
}

/**
 * The slide-over detail panel of the list pages. It closes, through `onClose`, on Escape, a click
 * on the backdrop, the window losing focus, the tab being hidden, and a left swipe over 60 px; the
 * page closes it on Back by reading the `open` parameter. It slides in over 300 ms, keeps focus
 * inside while open, and locks the page's scrolling.
 */
export function SidePanel({
  opened,
  onClose,
  title,
  children,
  ...rest
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
} & Omit<DrawerProps, 'opened' | 'onClose' | 'title' | 'children'>) {
  useLocale();
  const phone = useMediaQuery('(max-width: 48em)');
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useWindowEvent('blur', () => {
    if (opened) closeRef.current();
  });
  // Escape is handled here rather than by the drawer, in the bubbling phase: a dialog opened from
  // the panel (a confirmation) or a field that uses Escape itself (a note being edited) gets the
  // key first, and the panel stays open.
  useWindowEvent('keydown', (event) => {
    if (!opened || event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
    if (document.querySelectorAll('[role="dialog"][aria-modal="true"]').length > 1) return;
    closeRef.current();
  });
  useEffect(() => {
    if (!opened) return;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') closeRef.current();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [opened]);

  // The drawer (its portal, scroll lock and focus trap) is mounted the first time the panel opens,
  // not with every list's first render, and then kept. It is mounted closed and opened a frame
  // later, so that it slides in as before; a page loaded with a panel open has it at once.
  const [ready, setReady] = useState(opened);
  useEffect(() => {
    if (!opened || ready) return;
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [opened, ready]);

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const start = touchStart.current;
    touchStart.current = null;
    if (start && touch && isCloseSwipe(start, { x: touch.clientX, y: touch.clientY })) onClose();
  };

  if (!ready && !opened) return null;
  return (
    <Drawer
      opened={opened && ready}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 560}
      title={title}
      transitionProps={{ duration: PANEL_ANIMATION_MS, transition: 'slide-left' }}
      lockScroll
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': TEXTS.closePanel }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      {...rest}
    >
      {children}
    </Drawer>
  );
}
