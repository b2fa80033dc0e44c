/** Everything the API needs from its host, resolved once by apps/server (its env.ts). */
export type ApiConfig = {
  /** Base of links in emails, e.g. http://localhost:3000. */
  appUrl: string;
  jwtSecret: string;
  /** Secure cookies (production behind TLS). */
  secureCookies: boolean;
  /** `false` turns request rate limits off (benchmarks, automated harnesses). */
  rateLimits: boolean;
  /** Counts rate limits in Redis instead of the database (rate_limits table). */
  redisUrl?: string | undefined;
  dataDir: string;
  smtpUrl?: string | undefined;
  mailFrom: string;
  /**
   * ACTIVITY_DIGEST_INTERVAL_SECONDS: the activity email goes out every this many seconds, over the
   * activity since each member's previous one (tests, operators checking the mail set-up). Unset:
   * once a day, at 08:00 in each member's time zone, over their previous day.
   */
  activityDigestIntervalSeconds?: number | undefined;
  /**
   * REMINDER_SCAN_SECONDS: how often the job queue looks for payment reminders whose day has come
   * (default 3600; tests and operators shorten it).
   */
  reminderScanSeconds?: number | undefined;
  /**
   * RECURRING_SCAN_SECONDS: how often the job queue looks for recurring invoices whose date has come
   * (default 3600; tests and operators shorten it).
   */
  recurringScanSeconds?: number | undefined;
  /** Webhook delivery (webhooks/). */
  webhooks?: WebhookConfig | undefined;
  /**
   * A list of at most this many rows is small and read with simpler statements
   * (core/list-size.ts; default SMALL_LIST_ROWS). Tests set 0 to read every list as a large one.
   */
  smallListRows?: number | undefined;
  stripe?: {
    secretKey: string;
    webhookSecret?: string | undefined;
    /**
     * STRIPE_CONNECT_WEBHOOK_SECRET: the signing secret of the Connect webhook endpoint
     * (POST /api/payments/stripe-webhook), which receives the connected accounts' events: their
     * Checkout Sessions and account updates.
     */
    connectWebhookSecret?: string | undefined;
    pricePro?: string | undefined;
    priceBusiness?: string | undefined;
    host?: string | undefined;
    port?: number | undefined;
    protocol?: 'http' | 'https' | undefined;
  };
};

/** How webhooks are sent (docs/api.md, Webhooks). */
type WebhookConfig = {
  /**
   * Only https URLs reaching public addresses are accepted and connected to (NODE_ENV=production
   * unless WEBHOOK_ALLOW_PRIVATE=on). Otherwise http and loopback or private addresses are allowed.
   */
  publicTargetsOnly?: boolean | undefined;
  /** The waits before the 2nd, 3rd… attempt (tests shorten them); their count + 1 is the attempts in all. */
  retryDelaysMs?: readonly number[] | undefined;
  /** How long an attempt waits for the answer (10 s). */
  timeoutMs?: number | undefined;
};

/** The bounds of ACTIVITY_DIGEST_INTERVAL_SECONDS: a second at least, a week at most. */
const ACTIVITY_DIGEST_INTERVAL_BOUNDS = { min: 1, max: 7 * 24 * 60 * 60 } as const;

/**
 * ACTIVITY_DIGEST_INTERVAL_SECONDS as the environment gives it: unset or blank is the daily
 * schedule (`undefined`); anything but a whole number of seconds within the bounds is refused with
 * the reason, so a typo does not silently mail every member every second or never.
 */
export function parseActivityDigestInterval(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const seconds = Number(raw.trim());
  const { min, max } = ACTIVITY_DIGEST_INTERVAL_BOUNDS;
  if (!Number.isInteger(seconds) || seconds < min || seconds > max) {
    throw new Error(
      `ACTIVITY_DIGEST_INTERVAL_SECONDS must be a whole number of seconds from ${min} to ${max} (unset: daily at 08:00 in each member's time zone)`,
    );
  }
  return seconds;
}

/** The bounds of REMINDER_SCAN_SECONDS and RECURRING_SCAN_SECONDS: a second at least, a day at most. */
const REMINDER_SCAN_BOUNDS = { min: 1, max: 24 * 60 * 60, fallback: 3600 } as const;

/**
 * REMINDER_SCAN_SECONDS as the environment gives it: unset or blank is hourly; anything but a whole
 * number of seconds within the bounds is refused with the reason.
 */
export function parseReminderScanSeconds(raw: string | undefined): number {
  return parseScanSeconds('REMINDER_SCAN_SECONDS', raw);
}

/** RECURRING_SCAN_SECONDS, with the same rules and bounds as REMINDER_SCAN_SECONDS. */
export function parseRecurringScanSeconds(raw: string | undefined): number {
  return parseScanSeconds('RECURRING_SCAN_SECONDS', raw);
}

function parseScanSeconds(name: string, raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return REMINDER_SCAN_BOUNDS.fallback;
  const seconds = Number(raw.trim());
  const { min, max } = REMINDER_SCAN_BOUNDS;
  if (!Number.isInteger(seconds) || seconds < min || seconds > max) {
    throw new Error(`${name} must be a whole number of seconds from ${min} to ${max} (unset: 3600)`);
  }
  return seconds;
}
