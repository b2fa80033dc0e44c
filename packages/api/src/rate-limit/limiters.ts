import { MSG } from '@folio/contracts';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from '../core/errors';
import { BUDGETS, type LimitKeys, type LimitKind, type LimitName } from './budgets';
import { addressKey } from './client-address';
import type { LimiterStore } from './store';

/** The request budgets of BUDGETS, counted in the shared store. */
export type RateLimits = {
  /**
   * Counts one request of `name` under each of its keys. Over any budget: 429 with Retry-After
   * (an AppError), and the budgets it did fit in get their point back.
   */
  take<N extends LimitName>(name: N, keys: LimitKeys<N>): Promise<void>;
  /** Gives a counted request back: it turned out not to count (e.g. the password was right). */
  giveBack<N extends LimitName>(name: N, keys: LimitKeys<N>): Promise<void>;
};

/** Retry-After in whole seconds, at least 1. */
export const secondsUntilNext = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Addresses and emails are counted in one spelling whatever form they arrive in. */
const normalise = (kind: LimitKind, key: string) =>
  kind === 'address' ? addressKey(key) : kind === 'email' ? key.trim().toLowerCase() : key;

/** `null` store: limits are off (RATE_LIMITS=off), every request passes. */
export function createRateLimits(store: LimiterStore | null): RateLimits {
  if (!store) return { take: async () => {}, giveBack: async () => {} };
  const limiters = new Map<string, RateLimiterAbstract>();
  for (const [name, budgets] of Object.entries(BUDGETS)) {
    for (const [kind, budget] of Object.entries(budgets)) {
      limiters.set(`${name}.${kind}`, store.limiter(`${name}.${kind}`, budget));
    }
  }
  const counted = (name: LimitName, keys: Record<string, string>) =>
    Object.entries(keys).map(([kind, key]) => {
      const limiter = limiters.get(`${name}.${kind}`);
      if (!limiter) throw new Error(`no ${kind} budget for ${name}`);
      return { limiter, key: normalise(kind as LimitKind, key) };
    });

  return {
    async take(name, keys) {
      const entries = counted(name, keys);
      const results = await Promise.allSettled(entries.map(({ limiter, key }) => limiter.consume(key)));
      const refusals: RateLimiterRes[] = [];
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        // Anything but a refusal is the store failing: the request fails with it.
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        refusals.push(result.reason);
      }
      if (refusals.length === 0) return;
      await Promise.all(
        entries.map(({ limiter, key }, i) =>
          results[i]!.status === 'fulfilled' ? limiter.reward(key) : null,
        ),
      );
      throw errors.tooManyRequests(MSG.tooManyRequests, Math.max(...refusals.map(secondsUntilNext)));
    },
    async giveBack(name, keys) {
      await Promise.all(counted(name, keys).map(({ limiter, key }) => limiter.reward(key)));
    },
  };
}
