import { useHotkeys } from '@mantine/hooks';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { isInSection } from './nav-items';

export const PROFILE_NAME_ID = 'profile-name';

const focus = (id: string) => {
  const element = document.getElementById(id);
  element?.focus();
  return element !== null;
};

/**
 * The shell's keyboard shortcuts (docs/product.md#keyboard-shortcuts), active outside text inputs
 * (useHotkeys ignores input, textarea, select and contenteditable targets). Page-specific keys
 * (Ctrl/Cmd+S, Escape) belong to the pages.
 */
export function useAppShortcuts(searchId: string) {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });

  useHotkeys([
    [
      '/',
      (event) => {
        // On /activity, "/" is the activity page's own search shortcut.
        if (isInSection(pathname, '/activity')) return;
        if (focus(searchId)) event.preventDefault();
      },
      { preventDefault: false },
    ],
    ['mod+K', () => focus(searchId)],
    [
      'n',
      () => {
        const to = isInSection(pathname, '/projects')
          ? '/projects/new'
          : isInSection(pathname, '/invoices/recurring')
            ? '/invoices/recurring/new'
            : isInSection(pathname, '/invoices')
              ? '/invoices/new'
              : isInSection(pathname, '/quotes')
                ? '/quotes/new'
                : '/clients/new';
        void navigate({ to });
      },
    ],
    [
      'mod+E',
      (event) => {
        if (pathname !== '/profile') return;
        if (focus(PROFILE_NAME_ID)) event.preventDefault();
      },
      { preventDefault: false },
    ],
  ]);
}
