import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { contrastRatio, darken, darkenUntil, lightenUntil } from './lib/contrast';

/*
 * How the theme's text colours are derived from Mantine's palette (theme-colors.ts holds the
 * result). The browser never runs this: a few thousand contrast computations were a noticeable
 * share of a phone's first render. theme.test.ts checks that theme-colors.ts is what this derives.
 */

/** WCAG 2.1 AA for normal-size text; every text colour below is derived to meet it. */
const TEXT_CONTRAST = 4.5;

const palette = DEFAULT_THEME.colors;
const WHITE = '#ffffff';
const gray = palette.gray;
const dark = palette.dark;

// The surfaces text sits on with the least contrast in each scheme. Light: hovered rows and cards
// (gray.0–gray.1) and the tints of alerts and light badges (shade 1 of every palette colour), where
// links and dimmed text appear too. Dark: inputs, cards and hovered rows (dark.6–dark.5) and the
// dark tints of alerts. A text colour that passes on these passes on the page background too.
const luminance = (hex: string) => contrastRatio(hex, '#000000');
const LIGHT_SURFACE = [gray[1], ...Object.values(palette).map((shades) => shades[1])].reduce(
  (darkest, hex) => (luminance(hex) < luminance(darkest) ? hex : darkest),
);
const DARK_SURFACE = [dark[5], ...Object.values(palette).map((shades) => darken(shades[9], 0.5))].reduce(
  (lightest, hex) => (luminance(hex) > luminance(lightest) ? hex : lightest),
);

type Scheme = Record<string, string>;

/** The variables of one palette colour in the light scheme, each meeting TEXT_CONTRAST. */
function lightColorVariables(name: string, shades: MantineColorsTuple): Scheme {
  const text = darkenUntil(shades[6], LIGHT_SURFACE, TEXT_CONTRAST);
  // White text on filled buttons and badges.
  const filled = darkenUntil(shades[7], WHITE, TEXT_CONTRAST);
  return {
    [`--mantine-color-${name}-text`]: text,
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
    [`--mantine-color-${name}-outline`]: text,
    // Light variant: dark text on the pale tint (shade 1, shade 2 when hovered).
    [`--mantine-color-${name}-light-color`]: darkenUntil(shades[9], shades[2], TEXT_CONTRAST),
  };
}

/** The variables of one palette colour in the dark scheme, each meeting TEXT_CONTRAST. */
function darkColorVariables(name: string, shades: MantineColorsTuple): Scheme {
  const filled = darkenUntil(shades[8], WHITE, TEXT_CONTRAST);
  return {
    [`--mantine-color-${name}-text`]: lightenUntil(shades[4], DARK_SURFACE, TEXT_CONTRAST),
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
    [`--mantine-color-${name}-outline`]: lightenUntil(shades[4], DARK_SURFACE, TEXT_CONTRAST),
  };
}

const themeColors = Object.entries(palette).filter(([name]) => name !== 'dark');

/**
 * Mantine's default text colours fall short of 4.5:1 in places (dimmed gray.6 is 3.3:1 on white,
 * red.6 3.3:1, teal badges 4.3:1, dark-mode dimmed 4.0:1). These replace them with colours computed
 * from the same palette, so every text meets the ratio in both schemes by construction.
 */
export function deriveColorVariables(): { light: Scheme; dark: Scheme } {
  const lightDimmed = darkenUntil(gray[6], LIGHT_SURFACE, TEXT_CONTRAST);
  const darkDimmed = lightenUntil(dark[2], DARK_SURFACE, TEXT_CONTRAST);
  const light: Scheme = {
    '--mantine-color-dimmed': lightDimmed,
    '--mantine-color-placeholder': lightDimmed,
    '--mantine-color-anchor': darkenUntil(palette.indigo[7], LIGHT_SURFACE, TEXT_CONTRAST),
    '--mantine-color-error': darkenUntil(palette.red[7], LIGHT_SURFACE, TEXT_CONTRAST),
    '--mantine-color-success': darkenUntil(palette.teal[8], LIGHT_SURFACE, TEXT_CONTRAST),
  };
  const darkScheme: Scheme = {
    // Body text a step brighter than Mantine's dark.0, so dimmed text and headings keep their distance.
    '--mantine-color-text': '#dcdcdc',
    '--mantine-color-dimmed': darkDimmed,
    '--mantine-color-placeholder': darkDimmed,
    '--mantine-color-anchor': lightenUntil(palette.indigo[4], DARK_SURFACE, TEXT_CONTRAST),
    '--mantine-color-error': lightenUntil(palette.red[5], DARK_SURFACE, TEXT_CONTRAST),
    '--mantine-color-success': lightenUntil(palette.teal[5], DARK_SURFACE, TEXT_CONTRAST),
  };
  for (const [name, shades] of themeColors) {
    Object.assign(light, lightColorVariables(name, shades));
    Object.assign(darkScheme, darkColorVariables(name, shades));
  }
  return { light, dark: darkScheme };
}
