import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Failed-login throttling per client address and per account (email). Each attempt takes a point
 * from both budgets *before* the password is checked, so parallel requests (or one tRPC batch of
 * many logins) cannot all slip past a check made while none had failed yet. A correct password
 * gives the attempt back, so a user who signs in correctly is never slowed down by it.
 */
export type LoginLimiter = {
  /** Takes one attempt from both budgets; answers the seconds to wait when either is spent, else 0. */
  attempt(ip: string, email: string): Promise<number>;
  /** The password was right: the account's count is cleared and the address's point given back. */
  recordSuccess(ip: string, email: string): Promise<void>;
};

export const LOGIN_LIMITS = {
  perAccount: { points: 5, durationSeconds: 15 * 60 },
  perAddress: { points: 20, durationSeconds: 15 * 60 },
} as const;

const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export function createLoginLimiter(enabled: boolean): LoginLimiter {
  if (!enabled) return { attempt: async () => 0, recordSuccess: async () => {} };
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
    res && res.consumedPoints >= points ? seconds(res) : 0;
  return {
    async attempt(ip, email) {
      // A request that is already over a limit takes nothing, so it does not lengthen the other budget's count.
      const [account, address] = await Promise.all([perAccount.get(email), perAddress.get(ip)]);
      const wait = Math.max(
        blockedFor(account, LOGIN_LIMITS.perAccount.points),
        blockedFor(address, LOGIN_LIMITS.perAddress.points),
      );
      if (wait > 0) return wait;
      // consume() is atomic: of parallel attempts, only the budget's worth get through.
      const results = await Promise.allSettled([perAccount.consume(email), perAddress.consume(ip)]);
      let refused = 0;
      for (const result of results) {
        if (result.status === 'fulfilled') continue;
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        refused = Math.max(refused, seconds(result.reason));
      }
      return refused;
    },
    async recordSuccess(ip, email) {
      await Promise.all([perAccount.delete(email), perAddress.reward(ip, 1)]);
    },
  };
}
