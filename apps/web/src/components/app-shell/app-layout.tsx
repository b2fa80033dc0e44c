import { AppShell, Box, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import '../../styles/shell';
import { Outlet } from '@tanstack/react-router';
import { useLocale } from '../../lib/i18n';
import { MAIN_CONTENT_ID } from '../../lib/route-announcer';
import { TEXTS } from '../../lib/texts';
import { Brand } from '../brand';
import { ThemeCycleButton } from '../theme-button';
import { AccountButton } from './account-button';
import { NavLinks } from './nav-links';
import { onDemand, useLoaded } from './on-demand';
import { SearchBox } from './search-box';
import { GLOBAL_SEARCH_ID } from './search-field';
import { SessionSync } from './session-sync';
import { useAppShortcuts } from './use-shortcuts';

// The phone's drawer (a dialog, its overlay and focus trap) loads the first time the menu button
// is pointed at, focused or pressed; on a desktop it never does.
const drawerModule = onDemand(() => import('./shell-extras'));
const NAVIGATION_DRAWER_ID = 'navigation-drawer';

/** Header with search, theme and account menu; the sidebar on desktop, a drawer on phones. */
export function AppLayout() {
  useLocale();
  const [drawerOpened, drawer] = useDisclosure(false);
  const drawerLoaded = useLoaded(drawerModule);
  useAppShortcuts(GLOBAL_SEARCH_ID);
  // Read at once (not after the first render): on a phone the sidebar is hidden, and its links,
  // nine router links with their icons, are not rendered at all.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SessionSync />
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={() => {
                drawerModule.start();
                drawer.toggle();
              }}
              onPointerEnter={drawerModule.start}
              onFocus={drawerModule.start}
              hiddenFrom="sm"
              size="sm"
              aria-label={drawerOpened ? TEXTS.closeNavigation : TEXTS.openNavigation}
              aria-expanded={drawerOpened}
              aria-controls={drawerOpened ? NAVIGATION_DRAWER_ID : undefined}
            />
            <Brand to="/dashboard" hideNameOnMobile />
          </Group>
          <Box style={{ flex: 1, maxWidth: 440, minWidth: 0 }}>
            <SearchBox />
          </Box>
          <Group gap="xs" wrap="nowrap">
            <ThemeCycleButton compact />
            <AccountButton />
          </Group>
        </Group>
      </AppShell.Header>

      {/* Below the sm breakpoint the collapsed sidebar is only moved off-screen by AppShell;
          display:none takes its links out of the tab order and the accessibility tree as well. */}
      <AppShell.Navbar p="sm" visibleFrom="sm" aria-label={TEXTS.main}>
        {wide && (
          <AppShell.Section grow component={ScrollArea}>
            <NavLinks />
          </AppShell.Section>
        )}
      </AppShell.Navbar>

      {drawerLoaded && (
        <drawerLoaded.NavigationDrawer
          id={NAVIGATION_DRAWER_ID}
          opened={drawerOpened}
          onClose={drawer.close}
        />
      )}

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Box maw={1200} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
