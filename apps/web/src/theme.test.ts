import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './lib/contrast';
import { cssVariablesResolver, theme } from './theme';
import { THEME_COLOR_VARIABLES } from './theme-colors';
import { deriveColorVariables } from './theme-contrast';

/** The CSS variables of one colour scheme as the browser sees them: Mantine's defaults, then ours. */
function schemeVariables(scheme: 'light' | 'dark'): Record<string, string> {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(merged);
  const ours = cssVariablesResolver(merged);
  return { ...base.variables, ...base[scheme], ...ours.variables, ...ours[scheme] };
}

/** Resolves var() references and rgba() to a #rrggbb colour. */
function colour(variables: Record<string, string>, value: string): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (reference) {
    const next = variables[reference[1]!];
    if (next === undefined) throw new Error(`Unknown variable ${reference[1]}`);
    return colour(variables, next);
  }
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(value);
  if (rgba)
    return `#${rgba
      .slice(1, 4)
      .map((c) => Number(c).toString(16).padStart(2, '0'))
      .join('')}`;
  if (/^#[0-9a-f]{3,6}$/i.test(value)) return value;
  throw new Error(`Not a colour: ${value}`);
}

const colourNames = Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark');
const { gray, dark } = DEFAULT_THEME.colors;

/** Every pair of text and background colour the theme produces, per scheme. */
function textPairs(scheme: 'light' | 'dark'): { what: string; text: string; background: string }[] {
  const vars = schemeVariables(scheme);
  const get = (name: string) => colour(vars, vars[name] ?? `var(${name})`);
  // Page, cards, hovered rows, and the tinted backgrounds of alerts and light badges.
  const tints = colourNames.map((name) => get(`--mantine-color-${name}-light`));
  const surfaces =
    scheme === 'light' ? ['#ffffff', gray[0], gray[1], ...tints] : [dark[7], dark[6], dark[5], ...tints];
  const pairs: { what: string; text: string; background: string }[] = [];
  const onSurfaces = (what: string, text: string) => {
    for (const background of surfaces) pairs.push({ what, text, background });
  };
  onSurfaces('body text', get('--mantine-color-text'));
  onSurfaces('dimmed text', get('--mantine-color-dimmed'));
  onSurfaces('placeholder', get('--mantine-color-placeholder'));
  onSurfaces('link', get('--mantine-color-anchor'));
  onSurfaces('error', get('--mantine-color-error'));
  for (const name of colourNames) {
    onSurfaces(`${name} text`, get(`--mantine-color-${name}-text`));
    pairs.push({
      what: `${name} filled`,
      text: '#ffffff',
      background: get(`--mantine-color-${name}-filled`),
    });
    pairs.push({
      what: `${name} filled, hovered`,
      text: '#ffffff',
      background: get(`--mantine-color-${name}-filled-hover`),
    });
    pairs.push({
      what: `${name} light`,
      text: get(`--mantine-color-${name}-light-color`),
      background: get(`--mantine-color-${name}-light`),
    });
    pairs.push({
      what: `${name} light, hovered`,
      text: get(`--mantine-color-${name}-light-color`),
      background: get(`--mantine-color-${name}-light-hover`),
    });
  }
  return pairs;
}

describe('theme colours', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`every text meets 4.5:1 against its background in the ${scheme} scheme`, () => {
      const failing = textPairs(scheme)
        .map((pair) => ({
          ...pair,
          ratio: Math.round(contrastRatio(pair.text, pair.background) * 100) / 100,
        }))
        .filter((pair) => pair.ratio < 4.5);
      expect(failing).toEqual([]);
    });
  }

  it('are the colours derived from the palette, written out for the browser', () => {
    const derived = deriveColorVariables();
    // On a mismatch (Mantine's palette changed), theme-colors.ts takes the derived colours below.
    expect(THEME_COLOR_VARIABLES, JSON.stringify(derived, null, 2)).toEqual(derived);
  });

  it('keeps dimmed text and headings apart from body text in the dark scheme', () => {
    const vars = schemeVariables('dark');
    const text = colour(vars, vars['--mantine-color-text']!);
    expect(colour(vars, vars['--mantine-color-dimmed']!)).not.toBe(text);
    expect(colour(vars, vars['--mantine-color-bright']!)).not.toBe(text);
  });
});
