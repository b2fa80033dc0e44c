type Falsy = undefined | null | false | 0 | '';

/**
 * Polls `check` until it answers a truthy value and answers that value; fails after `ms`. For
 * what the job queue does a moment after a request (a mail written, a delivery settled).
 */
export async function eventually<T>(
  check: () => T | Falsy | Promise<T | Falsy>,
  ms = 30_000,
  intervalMs = 50,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
