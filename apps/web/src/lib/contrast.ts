/**
 * WCAG 2.1 colour contrast on #rrggbb colours, and the small adjustments the theme uses to bring a
 * palette shade to a required ratio.
 */

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance (WCAG 2.1 definition). */
function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** Mixes the colour toward black (amount 0–1). */
export function darken(hex: string, amount: number): string {
  return toHex(parseHex(hex).map((c) => c * (1 - amount)) as Rgb);
}

/** Mixes the colour toward white (amount 0–1). */
function lighten(hex: string, amount: number): string {
  return toHex(parseHex(hex).map((c) => c + (255 - c) * amount) as Rgb);
}

/** The colour, darkened in 1 % steps until it reaches `ratio` against `background` (unchanged if it does). */
export function darkenUntil(hex: string, background: string, ratio: number): string {
  return adjustUntil(hex, background, ratio, darken);
}

/** The colour, lightened in 1 % steps until it reaches `ratio` against `background` (unchanged if it does). */
export function lightenUntil(hex: string, background: string, ratio: number): string {
  return adjustUntil(hex, background, ratio, lighten);
}

function adjustUntil(
  hex: string,
  background: string,
  ratio: number,
  adjust: (hex: string, amount: number) => string,
): string {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = adjust(hex, step / 100);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  throw new Error(`No shade of ${hex} reaches ${ratio}:1 against ${background}`);
}
