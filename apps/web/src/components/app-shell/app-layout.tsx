import { AppShell, Box, Burger, Drawer, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import '../../styles/shell';
import { Outlet } from '@tanstack/react-router';
import { useLocale } from '../../lib/i18n';
import { MAIN_CONTENT_ID } from '../../lib/route-announcer';
import { TEXTS } from '../../lib/texts';
import { Brand } from '../brand';
import { ThemeCycleButton } from '../theme-button';
import { AccountMenu } from './account-menu';
import { GLOBAL_SEARCH_ID, GlobalSearch } from './global-search';
import { NavLinks } from './nav-links';
import { SessionSync } from './session-sync';
import { useAppShortcuts } from './use-shortcuts';

const NAVIGATION_DRAWER_ID = 'navigation-drawer';

/** Header with search, theme and account menu; the sidebar on desktop, a drawer on phones. */
export function AppLayout() {
  useLocale();
  const [drawerOpened, drawer] = useDisclosure(false);
  useAppShortcuts(GLOBAL_SEARCH_ID);

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
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={drawerOpened ? TEXTS.closeNavigation : TEXTS.openNavigation}
              aria-expanded={drawerOpened}
              aria-controls={drawerOpened ? NAVIGATION_DRAWER_ID : undefined}
            />
            <Brand to="/dashboard" hideNameOnMobile />
          </Group>
          <Box style={{ flex: 1, maxWidth: 440, minWidth: 0 }}>
            <GlobalSearch />
          </Box>
          <Group gap="xs" wrap="nowrap">
            <ThemeCycleButton compact />
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>

      {/* Below the sm breakpoint the collapsed sidebar is only moved off-screen by AppShell;
          display:none takes its links out of the tab order and the accessibility tree as well. */}
      <AppShell.Navbar p="sm" visibleFrom="sm" aria-label={TEXTS.main}>
        <AppShell.Section grow component={ScrollArea}>
          <NavLinks />
        </AppShell.Section>
      </AppShell.Navbar>

      {/* The parts are composed by hand so that the name sits on the dialog element itself. */}
      <Drawer.Root opened={drawerOpened} onClose={drawer.close} size={280} hiddenFrom="sm">
        <Drawer.Overlay />
        <Drawer.Content id={NAVIGATION_DRAWER_ID} aria-label={TEXTS.navigation}>
          <Drawer.Header>
            <Brand to="/dashboard" />
            <Drawer.CloseButton aria-label={TEXTS.closeNavigation} />
          </Drawer.Header>
          <Drawer.Body>
            <nav aria-label={TEXTS.main}>
              <NavLinks onNavigate={drawer.close} />
            </nav>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Box maw={1200} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
