import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import { THEME_COLOR_VARIABLES } from './theme-colors';

export const theme = createTheme({
  primaryColor: 'indigo',
  // indigo.7 carries white button text and reads as link text on white at 5:1 (indigo.6 is 4.3:1).
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  // Inter is self-hosted (@fontsource-variable/inter, imported in main.tsx); the system fonts show
  // until it has loaded, so text is never invisible.
  fontFamily:
    '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // The show/hide toggle is reachable with the keyboard (Mantine skips it in the tab order by default).
    // A plain object rather than PasswordInput.extend(), so the theme does not pull the component into
    // every page's bundle.
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
    // Links are told apart from the text around them by more than their colour.
    Anchor: { defaultProps: { underline: 'always' } },
    // Headings stand out from body text in both schemes (the bright colour: black or white).
    Title: { defaultProps: { c: 'bright' } },
    // A select's list is rendered when it opens, not kept hidden in the page from the start: kept,
    // every select of a form rendered all of its options on load and had them positioned (a layout
    // read each), the largest share of a form's first render on a phone.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/**
 * Mantine's default text colours fall short of 4.5:1 in places (dimmed gray.6 is 3.3:1 on white,
 * red.6 3.3:1, teal badges 4.3:1, dark-mode dimmed 4.0:1): these replace them, in both schemes
 * (theme-colors.ts, derived from the same palette by theme-contrast.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({ variables: {}, ...THEME_COLOR_VARIABLES });
