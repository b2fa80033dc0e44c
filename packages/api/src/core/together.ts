/**
 * Statements sent together on one transaction (the driver sends the next without waiting for the
 * answer to the one before, so they can share a round trip), awaited all, their failures reported in the order given rather than in
 * the order they came back: the first check that refuses is the answer, whatever the timing. Only
 * for statements that do not depend on each other: the order they reach the database in is not
 * guaranteed.
 */
export async function allInOrder<const T extends readonly unknown[]>(
  work: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
