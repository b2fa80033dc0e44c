/**
 * The Mantine styles the signed-in shell needs (header, sidebar, phone drawer, account menu, global
 * search) and those most signed-in screens use (cards, badges, grids), loaded with the shell's
 * chunk on top of the public set (public-pages.ts). A component only some screens use imports its
 * styles in that screen's module, so it loads with that screen; styles.test.ts checks every route.
 */
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Grid.layer.css';

// The toasts' styles (lib/notifications.ts, which loads its renderer when the page is first idle) come
// with the shell rather than with the renderer. In Chromium a stylesheet added to <head> once the page
// runs, ahead of the <style> elements Mantine keeps in <body>, makes the browser set up the page's
// fonts again and lay the whole page out anew: on a phone, one more long task in every signed-in
// screen's start. The renderer's module imports them too, for the public pages: the build keeps them
// in one stylesheet both chunks share.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
