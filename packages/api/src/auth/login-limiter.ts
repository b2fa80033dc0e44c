import { RateLimiterRes } from 'rate-limiter-flexible';
import { LOGIN_KEYS, LOGIN_THROTTLE } from '../rate-limit/budgets';
import { addressKey } from '../rate-limit/client-address';
import { secondsUntilNext } from '../rate-limit/limiters';
import type { LimiterStore } from '../rate-limit/store';

/**
 * Sign-in throttling on the shared store (see LOGIN_THROTTLE): a throttle, not a lock, so that
 * someone guessing an account's password cannot keep its owner out for long.
 *
 * Three counters: the account's failures (`failures`), the client address's failures (`address`),
 * and a per-account `gate` that is closed for the current delay after each failure past the free
 * ones. An attempt is counted *before* the password is checked, so parallel requests (or one tRPC
 * batch of many logins) cannot all slip past a check made while none had failed yet; past the free
 * failures it must also pass the gate, which lets one attempt through at a time.
 */
export type LoginLimiter = {
  /** Counts the attempt; answers the seconds to wait when it may not be checked now, else 0. */
  attempt(ip: string, email: string): Promise<number>;
  /** The password was wrong: the next attempt on the account waits the delay its count calls for. */
  recordFailure(email: string): Promise<void>;
  /** The password was right: the account's count is cleared and the address's attempt given back. */
  recordSuccess(ip: string, email: string): Promise<void>;
};

/** Seconds an account waits after its `failures`-th consecutive failure (0 while they are free). */
export function delayAfter(failures: number): number {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = LOGIN_THROTTLE;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (failures - freeFailures));
}

const accountKey = (email: string) => email.trim().toLowerCase();

/** `null` store: limits are off (RATE_LIMITS=off). */
export function createLoginLimiter(store: LimiterStore | null): LoginLimiter {
  if (!store) return { attempt: async () => 0, recordFailure: async () => {}, recordSuccess: async () => {} };
  const failures = store.limiter(LOGIN_KEYS.failures, {
    points: LOGIN_THROTTLE.lockAfter,
    durationSeconds: LOGIN_THROTTLE.windowSeconds,
  });
  const perAddress = store.limiter(LOGIN_KEYS.address, LOGIN_THROTTLE.perAddress);
  // One point: the first consume after the gate opens passes (and closes it), the rest wait.
  const gate = store.limiter(LOGIN_KEYS.gate, { points: 1, durationSeconds: LOGIN_THROTTLE.maxDelaySeconds });

  const refusal = (reason: unknown) => {
    if (reason instanceof RateLimiterRes) return secondsUntilNext(reason);
    throw reason; // the store failed
  };

  return {
    async attempt(ip, email) {
      const account = accountKey(email);
      const address = addressKey(ip);
      const [counted, addressCounted] = await Promise.allSettled([
        failures.consume(account),
        perAddress.consume(address),
      ]);
      let wait = 0;
      if (counted.status === 'rejected') wait = refusal(counted.reason); // the lock: too many failures
      if (addressCounted.status === 'rejected') wait = Math.max(wait, refusal(addressCounted.reason));
      if (wait === 0 && counted.status === 'fulfilled') {
        const before = counted.value.consumedPoints - 1;
        if (before >= LOGIN_THROTTLE.freeFailures) {
          // Held for the delay while this attempt is checked; a failure sets it again, a success opens it.
          wait = await gate
            .consume(account, 1, { customDuration: delayAfter(before) })
            .then(() => 0, refusal);
        }
      }
      // A refused attempt is not checked, so it is not a failure either: its points are given back.
      if (wait > 0) await Promise.all([failures.reward(account), perAddress.reward(address)]);
      return wait;
    },
    async recordFailure(email) {
      const account = accountKey(email);
      const count = (await failures.get(account))?.consumedPoints ?? 0;
      const delay = delayAfter(count);
      if (delay > 0) await gate.set(account, 1, delay);
    },
    async recordSuccess(ip, email) {
      const account = accountKey(email);
      await Promise.all([failures.delete(account), gate.delete(account), perAddress.reward(addressKey(ip))]);
    },
  };
}
