import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Failed-login throttling per client address and per account (email). Only failures count,
 * so a user who signs in correctly is never slowed down by their own past successes.
 */
export type LoginLimiter = {
  /** Seconds to wait when either key is blocked, else 0. */
  retryAfter(ip: string, email: string): Promise<number>;
  recordFailure(ip: string, email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
};

export const LOGIN_LIMITS = {
  perAccount: { points: 5, durationSeconds: 15 * 60 },
  perAddress: { points: 20, durationSeconds: 15 * 60 },
} as const;

export function createLoginLimiter(enabled: boolean): LoginLimiter {
  if (!enabled) {
    return { retryAfter: async () => 0, recordFailure: async () => {}, recordSuccess: async () => {} };
  }
  const perAccount = new RateLimiterMemory({
    keyPrefix: 'login_account',
    points: LOGIN_LIMITS.perAccount.points,
    duration: LOGIN_LIMITS.perAccount.durationSeconds,
  });
  const perAddress = new RateLimiterMemory({
    keyPrefix: 'login_ip',
    points: LOGIN_LIMITS.perAddress.points,
    duration: LOGIN_LIMITS.perAddress.durationSeconds,
  });
  const blockedFor = (res: RateLimiterRes | null, points: number) =>
    res && res.consumedPoints >= points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
  return {
    async retryAfter(ip, email) {
      const [a, b] = await Promise.all([perAccount.get(email), perAddress.get(ip)]);
      return Math.max(
        blockedFor(a, LOGIN_LIMITS.perAccount.points),
        blockedFor(b, LOGIN_LIMITS.perAddress.points),
      );
    },
    async recordFailure(ip, email) {
      // consume() rejects once the budget is spent; being over it is expected here.
      await Promise.allSettled([perAccount.consume(email), perAddress.consume(ip)]);
    },
    async recordSuccess(email) {
      await perAccount.delete(email);
    },
  };
}
