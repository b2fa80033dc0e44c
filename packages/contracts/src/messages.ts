/**
 * The texts users read (docs/product.md#validation-rules and #error-catalogue), written once:
 * server and web app both take them from here.
 */
import {
  ACTIVITY_PAGE_MAX,
  CLIENT_TAX_ID_MAX_LENGTH,
  LIST_PAGE_MAX,
  ORG_PROFILE_LIMITS,
  PASSWORD_MAX_LENGTH,
  TAG_LIMITS,
} from './constants';
export const MSG = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Use at least 8 characters',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  orgNameRequired: 'Organization name is required',
  orgNameTooLong: 'Organization name must be at most 80 characters',
  invalidInviteToken: 'Invalid or expired invite token',
  invalidInvitation: 'Invalid or expired invitation.',
  inviteEmailMismatch: 'This invitation was sent to a different email address',
  tokenMissing: 'Invalid or missing token.',
  resetPasswordTooShort: 'Password must be at least 8 characters.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordHint: { tooShort: 'Too short', weak: 'Add upper/lowercase and a number', good: 'Looks good' },
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed login attempts. Try again later.',
  tooManyRequests: 'Too many requests. Try again later.',
  registrationNoToken: 'Registration succeeded but no token was returned.',
  forgotPasswordSent: 'If an account exists, a reset email has been sent.',
  passwordReset: 'Your password has been updated. You can log in now.',
  resetFailed: 'Reset failed. The link may have expired.',
  emailVerified: 'Your email is verified. Welcome to the product!',
  verificationFailed: 'Verification failed.',
  verificationLinkInvalid: 'Invalid or missing verification link.',
  verificationSent: 'Verification email sent.',
  alreadyVerified: 'Your email is already verified.',
  emailChangeRequested: 'Email change requested.',
  emailChangeConfirmed: 'Your new email address is confirmed.',
  emailUnchanged: 'This is already your email address',
  emailChangeUndone: 'Your previous email address is restored. Reset your password to secure your account.',
  unableToSendEmail: 'Unable to send email right now.',
  somethingWentWrong: 'Something went wrong.',
  profileUpdated: 'Profile updated',
  passwordUpdated: 'Password updated',
  loggedOut: 'Logged out',
  invalidTheme: 'Theme must be system, light or dark',
  invalidLocale: 'Locale must be one of en, fr, de, es, it',
  invalidTimeZone: 'Unsupported time zone',
  noTokenProvided: 'No token provided',
  invalidToken: 'Invalid token',
  accessTokenInvalid: 'Invalid token: the access token is invalid or expired',
  sessionEnded: 'Invalid token: the session has ended',
  refreshTokenMissing: 'No refresh token provided',
  refreshTokenInvalid: 'Invalid or expired refresh token',
  crossSiteRefused: 'Cross-site request refused',
  userNotFound: 'User not found',
  notAMember: 'You are not a member of this organization',
  orgNotFound: 'Organization not found',
  insufficientRole: 'You do not have permission for that action.',
  emailNotVerified: 'Please verify your email address first.',
  planUpgradeRequired: 'Your plan does not allow this. Upgrade to continue.',
  notFound: 'Not found',
  malformedJson: 'Malformed JSON in request body',
  malformedUrl: 'Malformed URL: invalid percent-encoding',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Request body must be JSON (Content-Type: application/json)',
  validationFailed: 'Validation failed',
} as const;

/** Workspace texts: clients, projects, invoices, notes. */
export const WORKSPACE_MSG = {
  clientNameRequired: 'Name is required',
  clientEmailInvalid: 'Enter a valid email address',
  clientTaxIdTooLong: `Tax number must be at most ${CLIENT_TAX_ID_MAX_LENGTH} characters`,
  clientLocaleInvalid: 'Choose one of the languages',
  clientSendRemindersInvalid: 'Reminders must be true or false',
  tagsEmpty: 'Tags cannot be empty',
  tagTooLong: `Each tag must be at most ${TAG_LIMITS.maxLength} characters`,
  tooManyTags: `At most ${TAG_LIMITS.maxCount} tags`,
  invalidStatus: 'Invalid status',
  titleRequired: 'Title is required',
  clientRequired: 'Client is required',
  budgetNonNegative: 'Budget must be ≥ 0',
  budgetInteger: 'Budget must be a whole number of cents',
  invalidCurrency: 'Currency must be one of USD, EUR, GBP, CAD, AUD',
  invalidDate: 'Enter a valid date (YYYY-MM-DD)',
  dueDateInPast: 'Due date cannot be in the past',
  selectProject: 'Select at least one project',
  addLineItem: 'Add at least one line item',
  descriptionRequired: 'Description is required',
  quantityPositive: 'Quantity must be > 0',
  unitPriceNonNegative: 'Unit price must be ≥ 0',
  invalidAmount: 'Enter a valid amount.',
  noteEmpty: 'Note cannot be empty',
  noteTooLong: 'Note must be at most 5000 characters',
  notePermission: 'You do not have permission to add notes',
  clientNotActive: 'Client must be an active client of this organization',
  projectNotOfClient: "Projects must belong to the invoice's client",
  clientNotFound: 'Client not found',
  projectNotFound: 'Project not found',
  invoiceNotFound: 'Invoice not found',
  noteNotFound: 'Note not found',
  recordNotFound: 'Record not found',
  alreadySent: 'Invoice is already sent',
  alreadyPaid: 'Invoice is already fully paid',
  invoiceArchived: 'Invoice is archived',
  totalBelowPaid: 'The new total is less than the amount already paid',
  statusViaMarkPaid: 'Use Mark Paid to record a payment',
  clientLimit: 'The free plan allows 50 clients. Upgrade to add more.',
  invoiceLimit: 'The free plan allows 10 invoices per month. Upgrade to create more.',
  pageLimit: `limit must be a whole number from 1 to ${LIST_PAGE_MAX}`,
  invalidCursor: 'Invalid cursor',
  clientDeleted: 'Client deleted',
  projectDeleted: 'Project deleted',
  noteDeleted: 'Note deleted',
} as const;

/** Team and billing texts. */
export const ORG_MSG = {
  selectRole: 'Select a role',
  onlyAdminsInviteAdmins: 'Only admins can invite admins',
  onlyAdminsGrantAdmin: 'Only admins can grant the admin role',
  managersCannotRemoveAdmins: 'Managers cannot remove admins',
  cannotRemoveLastAdmin: 'Cannot remove the last admin',
  managersCannotChangeAdmins: 'Managers cannot change admins',
  atLeastOneAdmin: 'At least one admin is required',
  cannotChangeOwnRole: 'You cannot change your own role',
  cannotRemoveYourself: 'You cannot remove yourself',
  alreadyMember: 'This person is already a member of this organization',
  invitePending: 'An invitation is already pending for this email. Resend it instead.',
  memberNotFound: 'Member not found',
  inviteNotFound: 'Invite not found',
  userAdded: 'User added to organization.',
  inviteCreated: 'Invite created.',
  inviteRevoked: 'Invite revoked',
  inviteResent: 'Invite resent.',
  memberRemoved: 'Member removed',
  roleUpdated: 'Role updated',
  orgNameUpdated: 'Organization name updated',
  memberLimit: 'The free plan allows 2 users. Upgrade to add more.',
  orgLimit: 'The free plan includes 1 organization. Upgrade to create more.',
  invitationAccepted: 'Invitation accepted',
  invitationDeclined: 'Invitation declined',
  invitationNotFound: 'Invitation not found',
  invitationValid: 'Invitation is valid',
  orgSwitched: 'Organization switched',
  orgCreated: 'Organization created and switched!',
} as const;

/** Business details and logo of the organization. */
export const ORG_PROFILE_MSG = {
  legalNameTooLong: `Legal name must be at most ${ORG_PROFILE_LIMITS.legalName} characters`,
  addressTooLong: `Address must be at most ${ORG_PROFILE_LIMITS.address} characters`,
  taxIdTooLong: `Tax number must be at most ${ORG_PROFILE_LIMITS.taxId} characters`,
  emailInvalid: 'Enter a valid email address',
  phoneTooLong: `Phone must be at most ${ORG_PROFILE_LIMITS.phone} characters`,
  websiteTooLong: `Website must be at most ${ORG_PROFILE_LIMITS.website} characters`,
  websiteInvalid: 'Enter a web address such as https://example.com or example.com',
  paymentInstructionsTooLong: `Payment instructions must be at most ${ORG_PROFILE_LIMITS.paymentInstructions} characters`,
  invoiceFooterTooLong: `Invoice footer must be at most ${ORG_PROFILE_LIMITS.invoiceFooter} characters`,
  paymentTermsInvalid: `Payment terms must be a whole number of days from 0 to ${ORG_PROFILE_LIMITS.paymentTermsDays}`,
  logoTypeUnsupported: 'The logo must be a PNG or JPEG image (Content-Type image/png or image/jpeg)',
  logoTooLarge: 'The logo must be at most 1 MB',
  logoNotAnImage: 'The file is not a valid image of the type its Content-Type names',
  logoNotFound: 'This organization has no logo',
  localeInvalid: 'Choose one of the languages',
  timeZoneInvalid: 'Choose a time zone from the list',
  /** The activity entry's subject when an admin saves the business details. */
  activitySubject: 'business details',
} as const;

export const BILLING_MSG = {
  planActivated: 'Plan activated',
  subscriptionUpdated: 'Subscription updated',
  checkoutCanceled: 'Checkout canceled',
  portalUnavailable: 'Portal unavailable in mock mode',
  noBillingAccount: 'No billing account yet. Upgrade first.',
  invalidTier: 'Choose the pro or business plan',
  priceNotConfigured: 'This plan is not available for purchase right now',
  invalidSignature: 'Invalid webhook signature',
  webhookNotConfigured: 'Webhooks are not configured',
} as const;

/**
 * The account emails (mail/templates.ts): ICU MessageFormat templates, English as sent. Each mail
 * is the greeting, its body and the signature, separated by blank lines.
 */
export const MAIL_MSG = {
  greeting: 'Hello,',
  signature: '— Folio',
  verifySubject: 'Verify your email address',
  verifyBody:
    'Confirm your email address for Folio by opening this link:\n\n{link}\n\nThe link expires in {hours, plural, one {# hour} other {# hours}}. If you did not sign up for Folio, ignore this email: the account stays unconfirmed.',
  resetSubject: 'Reset your password',
  resetBody:
    'Someone asked to reset the password of the Folio account of this address. Open this link to choose a new one:\n\n{link}\n\nThe link expires in {hours, plural, one {# hour} other {# hours}}. If you did not ask for this, ignore this email.',
  confirmChangeSubject: 'Confirm your new email address',
  confirmChangeBody:
    'Confirm that {email} is the new email address of a Folio account:\n\n{link}\n\nThe link expires in {hours, plural, one {# hour} other {# hours}}. If you did not ask for this, ignore this email.',
  emailChangedSubject: 'Your Folio email address was changed',
  emailChangedBody:
    'The Folio account of {email} now uses another email address, and every session was signed out.\n\nIf you did not do this, open this link to restore {email}, then reset your password:\n\n{link}\n\nThe link works for {days, plural, one {# day} other {# days}}.',
  inviteSubject: 'You are invited to join {org} on Folio',
  inviteBody:
    '{inviter} invited you to join {org} on Folio. Accept the invitation and create your account here:\n\n{link}\n\nThe invitation expires in {days, plural, one {# day} other {# days}}.',
  inviteExistingBody:
    '{inviter} invited you to join {org} on Folio. Sign in with this address and accept or decline the invitation on the Organizations page:\n\n{link}\n\nThe invitation expires in {days, plural, one {# day} other {# days}}.',
} as const;

/** The invoice email (invoice-emails/invoice-email-template.ts): its draft and the line under it. */
export const INVOICE_MAIL_MSG = {
  subject: 'Invoice {number} from {org}',
  greeting: 'Hello,',
  body: 'Please find attached invoice {number} from {org} for {amount}.',
  bodyWithDue: 'Please find attached invoice {number} from {org} for {amount}, due {due}.',
  partlyPaid: '{balance} (balance due of {total})',
  closing: 'Thank you,\n{org}',
  footer: 'Sent by {org} with Folio. Reply to this email to reach them.',
  /** The client page's link, after the message. */
  viewOnline: 'View this invoice online: {url}',
} as const;

/** The quote email (quotes/quote-email.service.ts): its draft and the link under it; greeting, closing and footer are the invoice email's. */
export const QUOTE_MAIL_MSG = {
  subject: 'Quote {number} from {org}',
  body: 'Please find attached quote {number} from {org} for {amount}, valid until {validUntil}.',
  /** The quote's page, after the message. */
  answerOnline: 'View, accept or decline this quote online: {url}',
} as const;

/** The invoice PDF's labels (invoices/invoice-pdf-layout.ts, invoice-pdf.ts). */
export const PDF_MSG = {
  invoiceTitle: 'Invoice #{number}',
  documentSubject: '{title} for {client}',
  billTo: 'BILL TO',
  project: 'PROJECT',
  projects: 'PROJECTS',
  balanceDueCaption: 'BALANCE DUE',
  description: 'DESCRIPTION',
  quantity: 'QTY',
  unitPrice: 'UNIT PRICE',
  discountColumn: 'DISCOUNT',
  taxes: 'TAXES',
  amount: 'AMOUNT',
  taxNumber: 'Tax number',
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Total',
  paid: 'Paid',
  balanceDue: 'Balance due',
  pricesIncludeTax: 'Prices include tax',
  paymentInstructions: 'PAYMENT INSTRUCTIONS',
  inclusiveTax: 'Incl. {name}',
  taxOn: '{percent} on {amount}',
  issueDate: 'Issue date',
  dueDate: 'Due date',
  sentOn: 'Sent',
  paidOn: 'Paid',
  currency: 'Currency',
  paymentNote: 'Please quote {title} with your payment. Thank you for your business.',
  page: 'Page {page} of {count}',
  continued: '(continued)',
  paidStamp: 'PAID',
  status: { draft: 'Draft', sent: 'Sent', paid: 'Paid', overdue: 'Overdue', archived: 'Archived' },
  quoteTitle: 'Quote {number}',
  validUntil: 'Valid until',
  quoteTotalCaption: 'QUOTE TOTAL',
  /** A quote's "BILL TO": nothing is billed yet. */
  quoteFor: 'QUOTE FOR',
  quoteStatus: {
    draft: 'Draft',
    sent: 'Sent',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
  },
} as const;

/**
 * Field texts of the schemas (their inline refusals, written once here so that they can be
 * translated). Parameter names (`limit`, `orgId`…) stay as the API spells them.
 */
export const FIELD_MSG = {
  nameTooLong: 'Name must be at most 120 characters',
  clientNameTooLong: 'Name must be at most 200 characters',
  clientTagsInvalid: 'Tags must be a list of texts',
  emailActivityInvalid: 'emailActivity must be true or false',
  lineDescriptionTooLong: 'Description must be at most 500 characters',
  numberSuffixTooLong: 'Suffix must be at most 20 characters',
  noteEntityTypeInvalid: 'entityType must be client, project or invoice',
  objectIdRequired: 'objectId is required',
  orgIdRequired: 'orgId is required',
  projectTagsInvalid: 'Tags must be a list or comma-separated text',
  budgetTooLarge: 'Budget is too large',
  descriptionNotText: 'Description must be a text',
  projectDescriptionTooLong: 'Description must be at most 10000 characters',
  titleTooLong: 'Title must be at most 200 characters',
  searchTooLong: 'Search text must be at most 200 characters',
  activityLimit: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}`,
  activityFromInvalid: 'from must be an ISO 8601 date or date-time',
  activityToInvalid: 'to must be an ISO 8601 date or date-time',
  activityTypeInvalid: 'type must be client, project, invoice or other',
  activityUserIdInvalid: 'userId must be a user id',
  activityPageInvalid: 'page must be a whole number of at least 1',
} as const;

/**
 * Texts of the daily activity email's unsubscribe link (docs/product.md#languages-time-zones-and-activity-emails). The email's
 * own texts are the API's digest catalogs, one per language. Apart from the unsubscribe schema
 * (schemas/activity-digest.ts), so the public unsubscribe page reads them without zod.
 */
export const DIGEST_MSG = {
  unsubscribed:
    'You will no longer receive the daily activity email. You can turn it back on in your profile.',
  invalidLink: 'This unsubscribe link is not valid. Turn the activity email off in your profile instead.',
} as const;

/**
 * Answers of the REST facade's safe retries (docs/api.md#retrying-safely): a write sent with an
 * `Idempotency-Key` header whose key is malformed, reused for another request, or still running.
 */
export const IDEMPOTENCY_MSG = {
  invalidKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
  keyReused: 'This Idempotency-Key was already used for a different request',
  inProgress: 'A request with this Idempotency-Key is still in progress',
} as const;
