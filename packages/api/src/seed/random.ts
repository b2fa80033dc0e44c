/**
 * A small seeded PRNG (mulberry32) and the few draws the seed needs. Deterministic for a given
 * seed value, so two runs with the same --seed-value produce the same data (ids aside).
 */
export type Random = ReturnType<typeof createRandom>;

export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return {
    next,
    /** Integer in [min, max], both inclusive. */
    int,
    /** Float in [min, max). */
    between: (min: number, max: number) => min + next() * (max - min),
    chance: (p: number) => next() < p,
    pick,
    /** Picks by weight: `{ paid: 55, sent: 20 }`. */
    weighted<K extends string>(weights: Record<K, number>): K {
      const entries = Object.entries(weights) as [K, number][];
      let roll = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    /** `count` distinct elements (fewer when the list is shorter), in random order. */
    sample<T>(list: readonly T[], count: number): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
  };
}
