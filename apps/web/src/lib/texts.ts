import { defineTexts } from './i18n';
import en from './locales/en';

/**
 * Texts the web app shows that are not in @folio/contracts (texts the server also uses live there
 * and are imported, never retyped), in the current language: the `common` namespace, whose catalogs
 * are `locales/<language>.ts`. docs/product.md says where each one appears.
 */
export const TEXTS = defineTexts('common', en, (t) => ({
  /** The public pages' footer. */
  copyright: (year: number) => t('copyright', { year: String(year) }),
  themeIs: (theme: string) => t('themeIs', { theme }),
  onlyManagersSave: (records: string) => t('onlyManagersSave', { records }),
  welcomeBack: (firstName: string | undefined) =>
    t('welcomeBack', { named: firstName ? 'yes' : 'no', firstName: firstName ?? '' }),
  allShown: (total: string | number) => t('allShown', { total }),
  actionsFor: (name: string | number) => t('actionsFor', { name: String(name) }),
  invoiceNumber: (item: string | number) => t('invoiceNumber', { item: String(item) }),
  themeSwitchTo: (theme: string, next: string) => t('themeSwitchTo', { theme, next }),
  join: (orgName: string) => t('join', { orgName }),
  /** A screen's tab title ("Clients · Folio"). */
  screenTitle: (screen: string) => t('screenTitle', { screen }),
  /** An activity sentence's invoice ("Ada Admin emailed invoice #0007"). */
  invoiceInSentence: (displayNumber: string) => t('invoiceInSentence', { displayNumber }),
  /** "Reminder for invoice #0007 was delivered": the entity already in words. */
  reminderSentSentence: (invoice: string) => t('reminderSentSentence', { invoice }),
  /** "Payment received online for invoice #0007": the client paid, no member did. */
  paymentOnlineSentence: (invoice: string) => t('paymentOnlineSentence', { invoice }),
  /** An activity sentence's quote ("Ada Admin created quote Q-0003"). */
  quoteInSentence: (displayNumber: string) => t('quoteInSentence', { displayNumber }),
  /** An activity sentence's recurring invoice, named by its client ("… paused the recurring invoice for Acme"). */
  seriesInSentence: (client: string) => t('seriesInSentence', { client }),
  /** An activity sentence's API key, or another setting of the organization, by its name ("the API key “Sync”"). */
  apiKeyInSentence: (name: string) => t('apiKeyInSentence', { name }),
  namedInSentence: (name: string) => t('namedInSentence', { name }),
  /** "Folio made invoice #0012 from a recurring invoice": no member made it. */
  /** With the series' name (its client) when the entry has it. */
  invoiceGeneratedSentence: (invoice: string, series?: string) =>
    t('invoiceGeneratedSentence', { invoice, named: series ? 'yes' : 'no', series: series ?? '' }),
  /** "Client accepted quote Q-0003 (signed by Jane Doe)": the client answered on the quote's page. */
  quoteAcceptedSentence: (quote: string, signer: string | undefined) =>
    t('quoteAcceptedSentence', { quote, signed: signer ? 'yes' : 'no', signer: signer ?? '' }),
  quoteDeclinedSentence: (quote: string) => t('quoteDeclinedSentence', { quote }),
  /** "Ada Admin converted quote Q-0003 to an invoice". */
  quoteConvertedSentence: (who: string, quote: string) => t('quoteConvertedSentence', { who, quote }),
  /** /register. */
  invitedIntro: (role: string | undefined) =>
    t('invitedIntro', { invitedAs: role ? 'yes' : 'no', role: role ?? '' }),
  /** /orgs: the pending invitations' count badge, for a screen reader. */
  pendingInvitationCount: (count: number) => t('pendingInvitationCount', { count }),
  acceptInvitationTo: (orgName: string) => t('acceptInvitationTo', { orgName }),
  declineInvitationTo: (orgName: string) => t('declineInvitationTo', { orgName }),
}));

/** What each recorded action reads as in an activity sentence ("Ada Admin changed the status of …"). */
export const ACTIVITY_ACTION_TEXTS: Record<string, string> = TEXTS.activityActions;

/** Where the landing page's and the legal pages' support links point; set VITE_SUPPORT_EMAIL per deployment. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@folio.app';
