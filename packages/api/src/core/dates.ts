/** Today's calendar date in UTC ("YYYY-MM-DD"): due dates and overdue flags compare against it. */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);
