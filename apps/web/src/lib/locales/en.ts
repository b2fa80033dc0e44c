/** The shell, navigation, shared buttons, dialogs and public pages in English: the source of every language. */
export default {
  /** Landing banners (the other two are MSG.emailVerified and MSG.passwordReset). */
  invitedBanner: 'Invitation accepted. Finish signup to join your team.',
  verifyFailedHint: 'The link may have expired or already been used. Sign in to request a new one.',
  dismiss: 'Dismiss',
  /** A record panel's Edit. */
  edit: 'Edit',
  /** The public pages' footer. */
  copyright: '© {year} Folio',
  /** Forms' buttons. */
  cancel: 'Cancel',
  saveChanges: 'Save changes',
  /** Public pages' buttons. */
  createAccount: 'Create Account',
  joinOrganization: 'Join Organization',
  sendResetLink: 'Send Reset Link',
  updatePassword: 'Update Password',
  logIn: 'Log in',
  signUp: 'Sign up',
  goToApp: 'Go to app',
  signOut: 'Sign out',
  /** A record panel's Activity section. */
  activityTitle: 'Activity',
  activityLoadFailed: 'The activity could not be loaded',
  noActivityYet: 'No activity yet.',
  /** An activity entry whose user is gone. */
  someone: 'Someone',
  /** Creating (/orgs) and renaming (Team) an organization. */
  organizationName: 'Organization name',
  /** Dashboard. */
  revenueChartTitle: 'Revenue (Paid) – Last 6 Months',
  /** Profile. */
  profileTitle: 'Your Profile',
  /** The upgrade dialog. */
  goToBilling: 'Go to billing',
  /** Invitations to existing accounts are accepted on /orgs. */
  pendingInvitations: 'Pending invitations',
  noPendingInvitations: 'No pending invitations. When an organization invites you, it shows up here.',
  acceptInvitation: 'Accept',
  declineInvitation: 'Decline',
  loadInvitationsFailed: 'Unable to load your invitations right now.',
  logInToAcceptInvitation: 'Log in to accept the invitation',
  /** /undo-email-change: the link mailed to the previous address. */
  undoEmailChangeTitle: 'Undo email change',
  undoEmailChangePending: 'Restoring your previous email address…',
  undoEmailChangeFailed: 'The email change could not be undone.',
  undoEmailChangeAdvice:
    'If you did not ask for this change, someone may know your password: choose a new one now.',
  resetYourPassword: 'Reset your password',
  /** /forgot-password and /reset-password. */
  forgotPasswordHint:
    'Enter the email address of your account and we will send you a link to choose a new password.',
  email: 'Email',
  rememberedIt: 'Remembered it?',
  haveAccount: 'Already have an account?',
  backToLogIn: 'Back to log in',
  chooseNewPassword: 'Choose a new password',
  chooseNewPasswordHint: 'Use at least 8 characters.',
  requestNewLink: 'Request a new link',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  /** /verify-email. */
  verifyEmailScreen: 'Verify email',
  verifyEmailTitle: 'Email verification',
  verifyEmailPending: 'Verifying your email…',
  redirecting: 'Redirecting…',
  verifyYourEmailAddress: 'Verify your email address',
  close: 'Close',
  resendVerificationEmail: 'Resend verification email',
  upgradeRequired: 'Upgrade required',
  requiredPlan: 'Required plan',
  notNow: 'Not now',
  /** A record's status badge, per kind of record (the word's gender differs in some languages). */
  statusNames: {
    client: { active: 'Active', archived: 'Archived' },
    project: { active: 'Active', completed: 'Completed', archived: 'Archived', overdue: 'Overdue' },
    invoice: { draft: 'Draft', sent: 'Sent', paid: 'Paid', overdue: 'Overdue', archived: 'Archived' },
    quote: { draft: 'Draft', sent: 'Sent', accepted: 'Accepted', declined: 'Declined', expired: 'Expired' },
    delivery: {
      queued: 'Queued',
      sending: 'Sending',
      delivered: 'Delivered',
      failed: 'Failed',
      canceled: 'Canceled',
    },
  },
  loadingMore: 'Loading more',
  showMore: 'Show more',
  loading: 'Loading',
  tags: 'Tags',
  search: 'Search…',
  status: 'Status',
  clear: 'Clear',
  pleaseConfirm: 'Please confirm',
  folio: 'Folio',
  folioHome: 'Folio home',
  unarchive: 'Unarchive',
  archive: 'Archive',
  delete: 'Delete',
  main: 'Main',
  navigation: 'Navigation',
  closeNavigation: 'Close navigation',
  accountMenu: 'Account menu',
  profile: 'Profile',
  organizations: 'Organizations',
  team: 'Team',
  businessDetails: 'Business details',
  taxRates: 'Tax rates',
  apiKeys: 'API keys',
  webhooks: 'Webhooks',
  payments: 'Payments',
  /** The test payment page's tab title (mock mode). */
  testPayment: 'Test payment',
  searchClientsProjectsAndInvoices: 'Search clients, projects and invoices',
  searchResults: 'Search results',
  sections: 'Sections',
  features: 'Features',
  pricing: 'Pricing',
  faq: 'FAQ',
  footer: 'Footer',
  terms: 'Terms',
  privacy: 'Privacy',
  support: 'Support',
  yourUnsavedChangesWereRestored: 'Your unsaved changes were restored.',
  tryAgain: 'Try again',
  pageErrorTitle: 'This page could not be shown',
  backToTheHomePage: 'Back to the home page',
  skipToContent: 'Skip to content',
  checkingYourInvitation: 'Checking your invitation…',
  thisInvitationCannotBeUsed: 'This invitation cannot be used',
  fullName: 'Full name',
  password: 'Password',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  privacyIntro:
    'This page explains what information Folio keeps about you, why, and what control you have over it.',
  logInToFolio: 'Log in to Folio',
  logInIntro: 'Welcome back. Sign in to your workspace.',
  forgotPassword: 'Forgot password?',
  createOne: 'Create one',
  dashboardLoadFailed: 'The dashboard could not be loaded',
  refresh: 'Refresh',
  backToDashboard: 'Back to dashboard',
  profileIntro: 'Your account, sign-in and preferences.',
  termsIntro:
    'These terms are the agreement between you and us when you use Folio. We have kept them short and in plain language.',
  currentPlan: 'Current plan',
  subscriptionStatus: 'Subscription status',
  loadingYourWorkspace: 'Loading your workspace…',
  themeIs: 'Theme: {theme}',
  onlyManagersSave: 'Only admins and managers can save changes to {records}.',
  welcomeBack: '{named, select, yes {Welcome back, {firstName}} other {Welcome back}}',
  invitationFor: 'Invitation for',
  /** Between the invited address and the organization: "Invitation for ada@example.com to Acme." */
  invitationTo: 'to',
  agreeToTerms: 'By creating an account you agree to the',
  andThe: 'and the',
  noAccountYet: 'No account yet?',
  verifyEmailHint:
    'We sent a link to your inbox when you signed up. Open it to confirm your address, or ask for a new one.',
  closeDialog: 'Close dialog',
  closePanel: 'Close panel',
  confirm: 'Confirm',
  openNavigation: 'Open navigation',
  account: 'Account',
  client: 'Client',
  project: 'Project',
  invoice: 'Invoice',
  quote: 'Quote',
  noResults: 'No results',
  showPassword: 'Show password',
  createAccountScreen: 'Create account',
  createYourAccount: 'Create your account',
  startWithTheFreePlan: 'Start with the free plan. No card needed.',
  thatIsTheOnlyOne: 'That is the only one.',
  searching: 'Searching…',
  joinOrganizationScreen: 'Join organization',
  theInvitationIsForThis: 'The invitation is for this address.',
  allShown: 'All {total} shown.',
  actionsFor: 'Actions for {name}',
  invoiceNumber: 'Invoice #{item}',
  themeSwitchTo: 'Theme: {theme}. Switch to {next}',
  join: 'Join {orgName}',
  /** The tab title: the product's alone, the landing page's, and a screen's ("Clients · Folio"). */
  appName: 'Folio',
  landingTitle: 'Folio — CRM and invoicing for freelancers and small teams',
  screenTitle: '{screen} · Folio',
  /** Screens whose name is not their heading (the others take their feature's `title`). */
  logInScreen: 'Log in',
  forgotPasswordScreen: 'Forgot password',
  profileScreen: 'Profile',
  /** The quote form's tab titles (their headings are the quotes screens' own texts). */
  newQuoteScreen: 'New Quote',
  editQuoteScreen: 'Edit Quote',
  /** The sidebar's links, in their order. */
  nav: {
    dashboard: 'Dashboard',
    clients: 'Clients',
    projects: 'Projects',
    invoices: 'Invoices',
    quotes: 'Quotes',
    activity: 'Activity',
    organizations: 'Organizations',
    team: 'Team',
    billing: 'Billing',
  },
  /** The theme choices, as the theme button and the profile's select name them. */
  /** The language choice: each language in its own words. */
  language: 'Language',
  languageNames: { en: 'English', fr: 'Français', de: 'Deutsch', es: 'Español', it: 'Italiano' },
  /** The roles, as the profile and the team name them. */
  roleNames: { viewer: 'Viewer', member: 'Member', manager: 'Manager', admin: 'Admin' },
  themeNames: { system: 'System', light: 'Light', dark: 'Dark' },
  /** The groups of a time zone select (the profile, the business details). */
  timeZoneGroups: { common: 'Common time zones', all: 'All time zones' },
  /** A relative time under a minute old (older ones come from Intl.RelativeTimeFormat). */
  justNow: 'just now',
  /** An activity sentence's invoice ("Ada Admin emailed invoice #0007"). */
  invoiceInSentence: 'invoice #{displayNumber}',
  /** Sentences with no actor: the invoice's reminder went out, a client paid online. */
  reminderSentSentence: 'Reminder for {invoice} was delivered',
  paymentOnlineSentence: 'Payment received online for {invoice}',
  /** The defaults of PageLoader and ErrorState. */
  pageLoading: 'Loading…',
  somethingWentWrong: 'Something went wrong',
  /** A toast's close button. */
  dismissNotification: 'Dismiss notification',
  /** /register. */
  invitedIntro:
    '{invitedAs, select, yes {You were invited as {role}.} other {You were invited.}} Choose your name and password to join.',
  passwordRule: 'At least 8 characters, with upper and lower case letters and a number.',
  /** /orgs: the pending invitations' count badge and buttons, for a screen reader. */
  pendingInvitationCount: '{count} pending',
  acceptInvitationTo: 'Accept invitation to {orgName}',
  declineInvitationTo: 'Decline invitation to {orgName}',
  /** An activity sentence's quote ("Ada Admin created quote Q-0003") and recurring invoice ("… paused the recurring invoice for Acme"). */
  quoteInSentence: 'quote {displayNumber}',
  seriesInSentence: 'the recurring invoice for {client}',
  /**
   * An activity sentence's record of the organization's own settings (an API key, a tax rate, a
   * webhook) by the name it had then: "Ada Admin created the API key “Sync”", "… created “VAT 20%”";
   * an entry without a name says "a setting".
   */
  apiKeyInSentence: 'the API key “{name}”',
  namedInSentence: '“{name}”',
  settingInSentence: 'a setting',
  /** Sentences of their own: an invoice a recurring invoice made, a client's answer to a quote, a conversion. */
  invoiceGeneratedSentence:
    'Folio made {invoice} from {named, select, yes {the recurring invoice for {series}} other {a recurring invoice}}',
  quoteAcceptedSentence: 'Client accepted {quote}{signed, select, yes { (signed by {signer})} other {}}',
  quoteDeclinedSentence: 'Client declined {quote}',
  quoteConvertedSentence: '{who} converted {quote} to an invoice',
  /** A record's kind before its name in an activity sentence ("created client Acme"). */
  activityEntityTypes: {
    client: 'client',
    project: 'project',
    invoice: 'invoice',
    quote: 'quote',
    recurring_invoice: 'recurring invoice',
  },
  /** What each recorded action reads as in an activity sentence ("Ada Admin changed the status of …"). */
  activityActions: {
    created: 'created',
    updated: 'updated',
    deleted: 'deleted',
    status_changed: 'changed the status of',
    marked_sent: 'marked as sent',
    payment_recorded: 'recorded a payment on',
    note_added: 'added a note to',
    note_updated: 'edited a note on',
    note_deleted: 'deleted a note on',
    org_created: 'created the organization',
    org_renamed: 'renamed the organization',
    member_joined: 'joined the team',
    member_invited: 'invited a teammate',
    invite_revoked: 'revoked an invitation',
    invite_resent: 'resent an invitation',
    member_removed: 'removed a member',
    role_changed: "changed a member's role",
    plan_changed: 'changed the plan',
    invite_declined: 'declined an invitation',
    // Followed by the invoice: "Ada Admin emailed invoice #0007".
    email_queued: 'asked to email',
    email_delivered: 'emailed',
    email_failed: 'could not email',
    invoice_viewed: 'viewed',
    reminder_queued: 'queued a reminder for',
    series_paused: 'paused',
    series_resumed: 'resumed',
  },
} as const;
