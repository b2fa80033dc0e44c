import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on the history entry that opened a side panel, so that closing it can step back. */
    panelOpened?: boolean;
  }
}

/**
 * Opening and closing a list page's side panel, which lives in the `open` query parameter.
 *
 * Opening adds a history entry, so the browser's Back button closes the panel. Closing steps back
 * over that entry when this page added it (no duplicate entries pile up); when the page was loaded
 * with `?open=` already in the address, closing replaces the address without it.
 */
export function usePanel() {
  const navigate = useNavigate();
  const router = useRouter();

  const open = useCallback(
    (id: string) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, open: id }),
        state: { panelOpened: true },
      } as never),
    [navigate],
  );

  const close = useCallback(() => {
    const location = router.state.location;
    if (!(location.search as { open?: unknown }).open) return;
    if (location.state.panelOpened) {
      router.history.back();
      return;
    }
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, open: undefined }),
      replace: true,
    } as never);
  }, [navigate, router]);

  return { open, close };
}
