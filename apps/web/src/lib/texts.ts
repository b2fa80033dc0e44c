/**
 * Texts the web app shows that are not in @folio/contracts (texts the server also uses live there
 * and are imported, never retyped). docs/product.md says where each one appears.
 */
export const TEXTS = {
  /** Landing banners (the other two are MSG.emailVerified and MSG.passwordReset). */
  invitedBanner: 'Invitation accepted. Finish signup to join your team.',
  verifyFailedHint: 'The link may have expired or already been used. Sign in to request a new one.',
  dismiss: 'Dismiss',
  /** A record panel's Edit. */
  edit: 'Edit',
  /** The public pages' footer. */
  copyright: (year: number) => `© ${year} Folio`,
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
  overdue: 'Overdue',
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
  themeIs: (theme: string) => `Theme: ${theme}`,
  onlyManagersSave: (records: string) => `Only admins and managers can save changes to ${records}.`,
  welcomeBack: (firstName: string | undefined) => `Welcome back${firstName ? `, ${firstName}` : ''}`,
  invitationFor: 'Invitation for',
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
  noResults: 'No results',
  showPassword: 'Show password',
  createAccountScreen: 'Create account',
  createYourAccount: 'Create your account',
  startWithTheFreePlan: 'Start with the free plan. No card needed.',
  thatIsTheOnlyOne: 'That is the only one.',
  searching: 'Searching…',
  joinOrganizationScreen: 'Join organization',
  theInvitationIsForThis: 'The invitation is for this address.',
  allShown: (total: string | number) => `All ${total} shown.`,
  actionsFor: (name: string | number) => `Actions for ${name}`,
  invoiceNumber: (item: string | number) => `Invoice #${item}`,
  themeSwitchTo: (theme: string | number, theme2: string | number) => `Theme: ${theme}. Switch to ${theme2}`,
  join: (orgName: string | number) => `Join ${orgName}`,
  /** The tab title: the product's alone, the landing page's, and a screen's ("Clients · Folio"). */
  appName: 'Folio',
  landingTitle: 'Folio — CRM and invoicing for freelancers and small teams',
  screenTitle: (screen: string) => `${screen} · Folio`,
  /** Screens whose name is not their heading (the others take their feature's `title`). */
  logInScreen: 'Log in',
  forgotPasswordScreen: 'Forgot password',
  profileScreen: 'Profile',
  /** The sidebar's links, in their order. */
  nav: {
    dashboard: 'Dashboard',
    clients: 'Clients',
    projects: 'Projects',
    invoices: 'Invoices',
    activity: 'Activity',
    organizations: 'Organizations',
    team: 'Team',
    billing: 'Billing',
  },
  /** The theme choices, as the theme button and the profile's select name them. */
  themeNames: { system: 'System', light: 'Light', dark: 'Dark' },
  /** A relative time under a minute old (older ones come from Intl.RelativeTimeFormat). */
  justNow: 'just now',
  /** An activity sentence's invoice ("Ada Admin emailed invoice #0007"). */
  invoiceInSentence: (displayNumber: string) => `invoice #${displayNumber}`,
  /** The defaults of PageLoader and ErrorState. */
  pageLoading: 'Loading…',
  somethingWentWrong: 'Something went wrong',
  /** A toast's close button. */
  dismissNotification: 'Dismiss notification',
  /** /register. */
  invitedIntro: (role: string | undefined) =>
    `You were invited${role ? ` as ${role}` : ''}. Choose your name and password to join.`,
  passwordRule: 'At least 8 characters, with upper and lower case letters and a number.',
  /** /orgs: the pending invitations' count badge and buttons, for a screen reader. */
  pendingInvitationCount: (count: number) => `${count} pending`,
  acceptInvitationTo: (orgName: string) => `Accept invitation to ${orgName}`,
  declineInvitationTo: (orgName: string) => `Decline invitation to ${orgName}`,
} as const;

/** What each recorded action reads as in an activity sentence ("Ada Admin changed the status of …"). */
export const ACTIVITY_ACTION_TEXTS: Record<string, string> = {
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
};

/** Where the landing page's and the legal pages' support links point; set VITE_SUPPORT_EMAIL per deployment. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@folio.app';
