/** How many requests a key may make in a window. */
export type Budget = { points: number; durationSeconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const per = (points: number, durationSeconds: number): Budget => ({ points, durationSeconds });

/**
 * Every request budget of the API, by action and by what is counted:
 * - `address`: the client's address (IPv6 by its /64), against one client spraying many targets;
 * - `account`: the signed-in user, against one stolen session doing the same;
 * - `email`: the address the mail goes to (or the account named), against many clients flooding
 *   one inbox or one account;
 * - `org`: the organization, against all its managers together;
 * - `apiKey`: one API key, every request it makes (an integration's own budget, apart from people's).
 * A key over any of its action's budgets is refused with 429 and Retry-After. Every request counts
 * unless the action says otherwise.
 */
export const BUDGETS = {
  /** POST /auth/forgot-password: mails a reset link to any address. */
  forgotPassword: { address: per(20, 15 * MINUTE), email: per(5, 15 * MINUTE) },
  /** POST /auth/resend-verification: mails the account's own address. */
  resendVerification: { account: per(5, 15 * MINUTE), address: per(20, 15 * MINUTE) },
  /**
   * POST /auth/request-email-change and PUT /users/me with a new email: mails an address nobody has
   * proved yet, so the target is limited too (3 an hour: a mistyped address may be corrected).
   */
  emailChange: {
    account: per(5, 15 * MINUTE),
    address: per(20, 15 * MINUTE),
    email: per(3, HOUR),
  },
  /** POST /auth/register: creates an account and an organization and mails the address. */
  register: { address: per(20, HOUR), email: per(5, 15 * MINUTE) },
  /** POST /auth/reset-password: hashes the new password before the token is known to be good. */
  resetPassword: { address: per(20, 15 * MINUTE) },
  /** PATCH /users/me/password: only wrong current passwords count (a right one is given back). */
  changePassword: { account: per(5, 15 * MINUTE), address: per(20, 15 * MINUTE) },
  /** POST /org/invite and POST /org/invites/{id}/resend: each mails an invitation. */
  invite: { account: per(30, HOUR), org: per(60, HOUR) },
  /**
   * POST /invoices/{id}/send and the retry of a delivery: each mails the organization's words to
   * addresses of its choosing, so a stolen session cannot turn Folio into a spam relay.
   */
  invoiceEmail: { account: per(60, HOUR), org: per(200, HOUR) },
  /**
   * GET /public/invoices/{token} and its PDF and logo: the client's invoice page, with no sign-in
   * (a page view reads the invoice, its logo and perhaps its PDF; guessing tokens is hopeless anyway).
   */
  publicInvoice: { address: per(300, 15 * MINUTE) },
  /** Every request made with an API key (Authorization: Bearer folio_…): 20 a second on average. */
  apiKeyRequest: { apiKey: per(1200, MINUTE) },
} as const satisfies Record<string, Partial<Record<LimitKind, Budget>>>;

export type LimitKind = 'address' | 'account' | 'email' | 'org' | 'apiKey';
export type LimitName = keyof typeof BUDGETS;
/** The keys a request is counted under for `name`: one per budget of that action. */
export type LimitKeys<N extends LimitName> = Record<keyof (typeof BUDGETS)[N], string>;

/**
 * Sign-in throttling (NIST SP 800-63B §5.2.2): no hard lock below 100 consecutive failures. After
 * `freeFailures` failures of an account, each further attempt waits `firstDelay` seconds, doubling
 * with each failure up to `maxDelay`; a success clears the count. `lockAfter` failures within
 * `windowSeconds` (counted from the first) refuse the account until the window passes. The
 * address budget counts failures from one client across accounts (password spraying).
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 60,
  lockAfter: 100,
  windowSeconds: 24 * HOUR,
  perAddress: per(20, 15 * MINUTE),
} as const;

/** Key prefixes of the sign-in throttle's counters in the store. */
export const LOGIN_KEYS = {
  failures: 'login_failures',
  gate: 'login_gate',
  address: 'login_address',
} as const;
