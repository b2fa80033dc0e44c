import { Drawer } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocale } from '../../lib/i18n';
import { TEXTS } from '../../lib/texts';
import { Brand } from '../brand';
import { NavLinks } from './nav-links';

/**
 * The phone's navigation drawer. The shell loads it the first time the menu button is pointed at,
 * focused or pressed (app-layout.tsx), so its dialog code is not part of the first paint.
 */
export function NavigationDrawer({
  id,
  opened,
  onClose,
}: {
  /** The id the menu button's aria-controls names. */
  id: string;
  opened: boolean;
  onClose: () => void;
}) {
  useLocale();
  // When the first press of the menu button loaded this, the drawer opens once it is in place, as
  // after any press: the drawer then notes what had the focus, and gives it back on closing.
  const [placed, setPlaced] = useState(false);
  useEffect(() => setPlaced(true), []);
  return (
    // The parts are composed by hand so that the name sits on the dialog element itself.
    <Drawer.Root opened={opened && placed} onClose={onClose} size={280} hiddenFrom="sm">
      <Drawer.Overlay />
      <Drawer.Content id={id} aria-label={TEXTS.navigation}>
        <Drawer.Header>
          <Brand to="/dashboard" />
          <Drawer.CloseButton aria-label={TEXTS.closeNavigation} />
        </Drawer.Header>
        <Drawer.Body>
          <nav aria-label={TEXTS.main}>
            <NavLinks onNavigate={onClose} />
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
