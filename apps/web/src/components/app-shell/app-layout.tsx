import { AppShell, Box, Burger, Drawer, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { Brand } from '../brand';
import { ThemeCycleButton } from '../theme-button';
import { AccountMenu } from './account-menu';
import { GLOBAL_SEARCH_ID, GlobalSearch } from './global-search';
import { NavLinks } from './nav-links';
import { SessionSync } from './session-sync';
import { useAppShortcuts } from './use-shortcuts';

/** SPEC §2.3: header with search, theme and account menu; sidebar on desktop, a drawer on phones. */
export function AppLayout() {
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
              aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
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

      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <NavLinks />
        </AppShell.Section>
      </AppShell.Navbar>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={280}
        title={<Brand to="/dashboard" />}
        hiddenFrom="sm"
        aria-label="Navigation"
      >
        <NavLinks onNavigate={drawer.close} />
      </Drawer>

      <AppShell.Main>
        <Box maw={1200} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
