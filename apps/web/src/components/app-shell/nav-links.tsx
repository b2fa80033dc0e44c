import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { isInSection, NAV_ITEMS } from './nav-items';

/** The sidebar's links; the caller wraps them in its navigation landmark. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Stack gap={2}>
      {NAV_ITEMS.map((item) => {
        const active = isInSection(pathname, item.to);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.6} />}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </Stack>
  );
}
