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
