/** Business constants (docs/product.md#business-constants), defined once and shared by server and web app. */

export const ROLES = ['viewer', 'member', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Rank used by "role at least X" checks. */
export const ROLE_RANK: Record<Role, number> = { viewer: 0, member: 1, manager: 2, admin: 3 };
export const DEFAULT_ROLE: Role = 'viewer';

/**
 * The `code` of a 403 answer; the web app opens a dialog or toast for each
 * (docs/product.md#refusals-and-their-dialogs).
 */
export const FORBIDDEN_CODES = ['INSUFFICIENT_ROLE', 'EMAIL_NOT_VERIFIED', 'PLAN_UPGRADE_REQUIRED'] as const;
export type ForbiddenCode = (typeof FORBIDDEN_CODES)[number];

export const PLAN_TIERS = ['free', 'pro', 'business'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
export const PAID_PLAN_TIERS = ['pro', 'business'] as const;
export type PaidPlanTier = (typeof PAID_PLAN_TIERS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'inactive'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const FREE_PLAN_LIMITS = {
  organizations: 1,
  users: 2,
  clients: 50,
  invoicesPerMonth: 10,
  /** Invoices sent by email (each send, retries of a failed one excluded) per calendar month (UTC). */
  invoiceEmailsPerMonth: 20,
} as const;
export const FALLBACK_PRICES_CENTS = { pro: 1200, business: 3000 } as const;

export const PASSWORD_MIN_LENGTH = 8;
/**
 * Every password field, a new password or one typed to sign in or confirm: a longer one is refused
 * before it is hashed or compared, so nobody makes the server hash megabytes.
 */
export const PASSWORD_MAX_LENGTH = 1024;
export const NOTE_MAX_LENGTH = 5000;
export const NOTES_PAGE_SIZE = 100;
/**
 * Paged lists of clients, projects and invoices: the web app's page size (tRPC `page` procedures),
 * the REST default when a call names `after` without `limit`, and the largest page either accepts.
 */
export const LIST_PAGE_SIZE = 30;
export const REST_LIST_PAGE_SIZE = 50;
export const LIST_PAGE_MAX = 200;
export const ORG_NAME_MAX_LENGTH = 80;
export const SEARCH_DEBOUNCE_MS = 250;
export const SEARCH_MAX_RESULTS = 20;
/**
 * A list's search (`q` on the clients, projects and invoices lists and the activity log) counts at
 * most this many matches: a total that reaches it means "this many or more", and the web app shows
 * it as "500+" (docs/product.md, "Lists' totals with a search").
 */
export const SEARCH_TOTAL_CAP = 500;
/**
 * A search term of one or two characters (too short for the trigram indexes) is looked for in
 * this many of the newest clients, projects and invoices of each kind, and matches invoices by
 * their number only; whole client names and exact invoice numbers are still found among all
 * records, and three characters search everything.
 */
export const SEARCH_SHORT_TERM_WINDOW = 500;
/** Terms shorter than this are short terms (above). */
export const SEARCH_FULL_TERM_LENGTH = 3;
export const THEME_STORAGE_KEY = 'pref-theme';
export const TOASTS = { max: 20, successMs: 2000, errorMs: 4000, profileMs: 3000 } as const;
export const BANNER_AUTO_HIDE_MS = 6000;
export const VERIFY_REDIRECT_MS = { success: 1200, failure: 1800 } as const;
export const SWIPE_CLOSE_PX = 60;
export const REVENUE_CHART_MONTHS = 6;
export const ACTIVITY_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ACTIVITY_DEFAULT_PAGE_SIZE = 20;
/** The largest activity page an integrator may ask for (GET /api/activity?limit=). */
export const ACTIVITY_PAGE_MAX = 100;
export const DRAFT_AUTOSAVE_MS = 500;
export const PDF_BLOB_RELEASE_MS = 60_000;
export const BILLING_REFETCH = { times: 5, intervalMs: 1000 } as const;
export const SKELETON_CARDS = 6;
export const PANEL_ANIMATION_MS = 300;

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const LOCALES = ['en', 'fr', 'de', 'es', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
/** The time zones the profile offers, as IANA names with their labels. */
export const TIME_ZONES = [
  { value: 'UTC', label: 'UTC' },
  { value: 'America/New_York', label: 'New York' },
  { value: 'America/Chicago', label: 'Chicago' },
  { value: 'America/Denver', label: 'Denver' },
  { value: 'America/Los_Angeles', label: 'Los Angeles' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Europe/Berlin', label: 'Berlin' },
  { value: 'Asia/Kolkata', label: 'Kolkata' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'Australia/Sydney', label: 'Sydney' },
] as const;

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: '$',
  AUD: '$',
};

/** Bounds of the organization's business details (characters, and days for the payment terms). */
export const ORG_PROFILE_LIMITS = {
  legalName: 200,
  address: 500,
  taxId: 50,
  email: 254,
  phone: 50,
  website: 200,
  paymentInstructions: 2000,
  invoiceFooter: 2000,
  paymentTermsDays: 365,
} as const;
/** The organization's logo: the image types accepted and the largest size, in bytes (1 MB). */
export const ORG_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type OrgLogoType = (typeof ORG_LOGO_TYPES)[number];
export const ORG_LOGO_MAX_BYTES = 1_048_576;
/** A client's tax number (VAT, GST, EIN…), at most this many characters. */
export const CLIENT_TAX_ID_MAX_LENGTH = 50;

/** Bounds of a client's or project's tags (each tag's length, and how many). */
export const TAG_LIMITS = { maxLength: 50, maxCount: 50 } as const;

export const CLIENT_STATUSES = ['active', 'archived'] as const;
export const PROJECT_STATUSES = ['active', 'completed', 'archived'] as const;
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'overdue', 'archived'] as const;

/**
 * A quote moves draft → sent → accepted or declined (by the client on its page); a sent quote
 * whose validity date has passed (in the organization's time zone) is answered as expired. The
 * database stores the first four; expired is computed, like an invoice's overdue.
 */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export const STORED_QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** How a quote's number is shown: Q- and at least four digits (Q-0001). */
export const QUOTE_NUMBER_PREFIX = 'Q-';

/**
 * A recurring invoice series is active (it makes its invoices on their dates), paused (by a
 * member, after three emails in a row that could not be sent, or at the free plan's limit) or
 * ended (its last occurrence is made).
 */
export const RECURRING_INVOICE_STATUSES = ['active', 'paused', 'ended'] as const;
export type RecurringInvoiceStatus = (typeof RECURRING_INVOICE_STATUSES)[number];
/** A series pauses itself after this many of its invoices in a row could not be emailed. */
export const RECURRING_SEND_FAILURE_LIMIT = 3;
/** Days from an occurrence's date to its invoice's due date. */
export const RECURRING_DAYS_UNTIL_DUE_MAX = 365;

/**
 * An invoice email's delivery: queued (waiting for its first or next attempt), sending (an attempt
 * is under way), delivered (the mail server accepted it), failed (refused for good, or out of
 * attempts), canceled (a reminder whose invoice was paid, archived or deleted before it went out).
 */
export const DELIVERY_STATUSES = ['queued', 'sending', 'delivered', 'failed', 'canceled'] as const;
/**
 * What an email of a document is: the invoice itself (POST /invoices/{id}/send), a payment
 * reminder, or a quote (POST /quotes/{id}/send).
 */
export const DELIVERY_KINDS = ['invoice', 'reminder', 'quote'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
/** What one invoice email may carry (POST /api/invoices/{id}/send). */
export const INVOICE_EMAIL_LIMITS = { recipients: 10, subjectLength: 200, messageLength: 5000 } as const;
/** The deliveries GET /api/invoices/{id}/deliveries lists, newest first. */
export const INVOICE_DELIVERIES_LIMIT = 50;

/**
 * Paying an invoice online from its client page (POST /api/public/invoices/{token}/checkout): a
 * part payment, where the organization allows them, is at least this much (cents) and at most the
 * balance due.
 */
export const ONLINE_PAYMENT_MIN_CENTS = 100;

/**
 * Payment reminders (Settings → Payments): up to `rules` rules, each a number of days relative to
 * the invoice's due date (negative: before it), and an optional repeat every `everyDays` days after
 * the last rule, `times` times at most. A member's "Send reminder" is allowed once an hour per invoice.
 */
export const REMINDER_LIMITS = {
  rules: 3,
  minDays: -30,
  maxDays: 60,
  minRepeatEveryDays: 1,
  maxRepeatEveryDays: 60,
  maxRepeats: 5,
  manualIntervalSeconds: 3600,
} as const;
export const LIST_STATUS_FILTERS = ['active', 'archived', 'all', 'completed', 'nonArchived'] as const;
export const ENTITY_TYPES = ['client', 'project', 'invoice', 'quote', 'recurring_invoice', 'other'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Lifetimes of the tokens the server issues. */
export const TOKEN_TTL = {
  accessSeconds: 15 * 60,
  /** A refresh token unused for this long expires. */
  refreshDays: 30,
  /** A sign-in ends this long after it began, however often it was refreshed (absolute lifetime). */
  sessionMaxDays: 30,
  verifyEmailHours: 48,
  resetPasswordHours: 1,
  changeEmailHours: 24,
  /** The link mailed to the previous address after an email change, which restores it. */
  undoEmailChangeDays: 7,
  inviteDays: 7,
} as const;

/** What activity entries record (the `action` field). */
export const ACTIVITY_ACTIONS = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  statusChanged: 'status_changed',
  markedSent: 'marked_sent',
  paymentRecorded: 'payment_recorded',
  noteAdded: 'note_added',
  noteUpdated: 'note_updated',
  noteDeleted: 'note_deleted',
  orgCreated: 'org_created',
  orgRenamed: 'org_renamed',
  memberJoined: 'member_joined',
  memberInvited: 'member_invited',
  inviteRevoked: 'invite_revoked',
  inviteResent: 'invite_resent',
  /** The invited account said no (pending invitations to existing accounts are accepted or declined). */
  inviteDeclined: 'invite_declined',
  memberRemoved: 'member_removed',
  roleChanged: 'role_changed',
  planChanged: 'plan_changed',
  /** An invoice was sent by email: the delivery is queued. */
  emailQueued: 'email_queued',
  /** The mail server accepted an invoice email (the invoice is marked sent then, not before). */
  emailDelivered: 'email_delivered',
  /** An invoice email was refused for good, or ran out of attempts. */
  emailFailed: 'email_failed',
  /** The client page of an invoice was first opened by someone who is not a member. */
  invoiceViewed: 'invoice_viewed',
  /** A payment reminder was queued: by a member (Send reminder) or by a reminder rule (no actor). */
  reminderQueued: 'reminder_queued',
  /** The mail server accepted a payment reminder. */
  reminderSent: 'reminder_sent',
  /** A series made one of its invoices (the invoice's entry; meta names the series and the date). */
  invoiceGenerated: 'invoice_generated',
  /** A series was paused: by a member, or by itself (meta.reason: sendFailures or planLimit). */
  seriesPaused: 'series_paused',
  seriesResumed: 'series_resumed',
  /** The client accepted or declined a quote on its page (no actor; meta.signerName on acceptance). */
  quoteAccepted: 'quote_accepted',
  quoteDeclined: 'quote_declined',
  /** A quote became an invoice (meta names the invoice). */
  quoteConverted: 'quote_converted',
} as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[keyof typeof ACTIVITY_ACTIONS];

export const NOTE_ENTITY_TYPES = ['client', 'project', 'invoice'] as const;
export type NoteEntityType = (typeof NOTE_ENTITY_TYPES)[number];
export const RECENT_ACTIVITY_LIMIT = 10;
export const ENTITY_FEED_LIMIT = 50;

/**
 * What an organization's webhooks can subscribe to (docs/api.md, Webhooks): each is sent when the
 * change it names commits; `webhook.test` only when asked for. `["*"]` subscribes to every type.
 */
export const WEBHOOK_EVENT_TYPES = [
  'client.created',
  'client.updated',
  'client.deleted',
  'project.created',
  'project.updated',
  'project.deleted',
  'invoice.created',
  'invoice.updated',
  'invoice.sent',
  'invoice.paid',
  'invoice.deleted',
  'payment.created',
  'quote.accepted',
  'quote.declined',
  'member.joined',
  'member.removed',
  'webhook.test',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Where a webhook delivery stands: waiting for its next attempt, answered with 2xx, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
