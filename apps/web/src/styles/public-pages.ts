/**
 * The Mantine styles the public pages need (landing, sign-in forms, legal pages, page states), and
 * only those: Mantine's whole stylesheet is ~38 KB gzip and would be loaded, mostly unused, before
 * the first paint of every public page. The signed-in shell adds its own set (shell.ts).
 *
 * Every Mantine component used by a public page needs its file here (listed after the components it
 * builds on) or, when only one page uses it, imported by that page's own module, so it loads with
 * that page's chunk; styles.test.ts checks this against every route's imports. The
 * `.layer.css` files keep Mantine's rules in `@layer mantine`, so the app's own CSS always wins and
 * loading the same rules again later (the shell's full sheet) changes nothing.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';

// Building blocks other components are made of.
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';

// Components used directly by the public pages and the signed-in shell's skeleton.
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
