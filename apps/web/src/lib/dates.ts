/** Today's calendar date in UTC ("2026-11-24"), the day the server compares due dates with. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);
