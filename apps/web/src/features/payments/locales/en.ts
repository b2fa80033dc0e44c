/** Settings → Payments in English: the source of every language. */
export default {
  intro: 'How clients pay your invoices online, and when they are reminded of what they owe.',
  loadFailed: 'Failed to load the payment settings.',
  adminsOnly: 'Only admins can change the payment settings.',
  stripeTitle: 'Stripe',
  stripeIntro:
    'Connect your own Stripe account: clients pay on the invoice page and the money goes straight to you.',
  mockMode:
    'Test mode: no Stripe keys are configured, so Pay on a client page opens a test payment page and no money moves.',
  statusLabel: 'Status',
  statusNames: {
    not_connected: 'Not connected',
    pending: 'Onboarding not finished',
    connected: 'Connected',
  },
  account: 'Account',
  connectedSince: 'Connected since',
  pendingHint: 'Stripe needs a few more details before your clients can pay. Continue where you left off.',
  connect: 'Connect Stripe',
  continueOnboarding: 'Continue on Stripe',
  disconnect: 'Disconnect',
  disconnectConfirm:
    'Disconnect this Stripe account? Client pages stop offering Pay until an account is connected again.',
  connectFailed: 'Failed to connect Stripe.',
  disconnectFailed: 'Failed to disconnect Stripe.',
  refreshFailed: 'Failed to read the Stripe account.',
  onlineTitle: 'Online payments',
  allowPartial: 'Allow partial payments',
  allowPartialHint: 'Clients may pay part of the balance due, at least 1.00 at a time.',
  remindersTitle: 'Payment reminders',
  remindersIntro:
    'Sent, unpaid invoices get one email per rule, with the invoice link and the PDF. Clients can be left out in their own settings.',
  noRules: 'No reminders are sent.',
  ruleLabel: 'Reminder {number}',
  days: 'Days',
  when: 'When',
  whenNames: {
    before: 'before the due date',
    on: 'on the due date',
    after: 'after the due date',
  },
  addRule: 'Add a reminder',
  removeRule: 'Remove reminder {number}',
  repeat: 'Then repeat',
  repeatHint: 'Keep reminding after the last rule until the invoice is paid.',
  repeatEvery: 'Every (days)',
  repeatTimes: 'At most (times)',
  /** The repeat in one line, under its fields. */
  repeatSummary:
    'Repeat every {every, plural, one {day} other {# days}}, at most {times, plural, one {once} other {# times}}.',
  save: 'Save',
  saved: 'Payment settings saved',
  saveFailed: 'Failed to save the payment settings.',
} as const;
