import {
  ACTIVITY_ACTIONS,
  type ActivityEntry,
  displayInvoiceNumber,
  QUOTE_NUMBER_PREFIX,
} from '@folio/contracts';
import { serverMessage } from './server-messages';
import { ACTIVITY_ACTION_TEXTS, TEXTS } from './texts';

/** The list whose panel (`?open=`) shows each kind of record. */
export const ACTIVITY_LIST_OF = {
  client: '/clients',
  project: '/projects',
  invoice: '/invoices',
  quote: '/quotes',
  recurring_invoice: '/invoices/recurring',
} as const;

/** What an entry is about: "invoice #0007", "client Acme", or nothing for the organization's own events. */
export function entityLabel(entry: ActivityEntry): string {
  if (entry.entityType === 'other') return otherLabel(entry);
  const entity = entry.entity;
  if (entry.entityType === 'invoice' && entry.objectId) {
    return TEXTS.invoiceInSentence(
      displayInvoiceNumber({
        _id: entry.objectId,
        number: entity?.number,
        numberSuffix: entity?.numberSuffix,
      }),
    );
  }
  // A quote is named by its number; an acceptance's snapshot also carries the signer's name.
  if (entry.entityType === 'quote' && typeof entity?.number === 'number') {
    // Written out as displayQuoteNumber does: that function's module carries the quote schemas (and
    // their validation library), which the shell, where this sentence is built, must not load.
    return TEXTS.quoteInSentence(`${QUOTE_NUMBER_PREFIX}${String(entity.number).padStart(4, '0')}`);
  }
  if (entry.entityType === 'recurring_invoice' && entity?.name) return TEXTS.seriesInSentence(entity.name);
  const name = entity?.name ?? entity?.title;
  const type = TEXTS.activityEntityTypes[entry.entityType];
  return name ? `${type} ${name}` : type;
}

/**
 * The actions on one of the organization's own records (an API key, a tax rate, a webhook, its
 * settings) that read as a sentence only with that record after them ("Ada Admin created …"). The
 * team's actions say it all themselves ("Ada Admin invited a teammate").
 */
const ACTIONS_NAMING_THEIR_RECORD = new Set<string>([
  ACTIVITY_ACTIONS.created,
  ACTIVITY_ACTIONS.updated,
  ACTIVITY_ACTIONS.deleted,
  ACTIVITY_ACTIONS.statusChanged,
]);

/** An `other` entry's record: by the name it had when the entry was written, or "a setting". */
function otherLabel(entry: ActivityEntry): string {
  if (!ACTIONS_NAMING_THEIR_RECORD.has(entry.action)) return '';
  const name = entry.entity?.name;
  if (!name) return TEXTS.settingInSentence;
  // Settings a member changed (payment settings, business details): the server names them with
  // a message of its own, shown in the current language ("Ada Admin updated payment settings").
  if (entry.action === ACTIVITY_ACTIONS.updated) return serverMessage(name);
  // An API key's entries say what the record is; a tax rate's and a webhook's carry only its name.
  return entry.details?.kind === 'api_key' ? TEXTS.apiKeyInSentence(name) : TEXTS.namedInSentence(name);
}

/** Actions that, with no member behind them, Folio did on its own: a rule's reminder, a series pausing itself. */
const FOLIO_ACTIONS = new Set(['reminder_queued', 'series_paused']);

/**
 * An entry as a sentence: who, what they did, and to which record ("Ada Admin created client Acme").
 * Entries no member wrote read as their own sentence: a delivered reminder and a payment a client
 * made online (a payment a member records always has its author), an invoice a recurring invoice
 * made, a client's answer to a quote; a reminder a rule queued and a series that paused itself are
 * Folio's doing.
 */
export function activitySentence(entry: ActivityEntry): string {
  if (entry.action === 'reminder_sent') return TEXTS.reminderSentSentence(entityLabel(entry));
  if (entry.action === 'payment_recorded' && !entry.user)
    return TEXTS.paymentOnlineSentence(entityLabel(entry));
  if (entry.action === 'invoice_generated') {
    const series = entry.details?.seriesName;
    return TEXTS.invoiceGeneratedSentence(
      entityLabel(entry),
      typeof series === 'string' ? series : undefined,
    );
  }
  if (entry.action === 'quote_accepted')
    return TEXTS.quoteAcceptedSentence(entityLabel(entry), entry.entity?.name);
  if (entry.action === 'quote_declined') return TEXTS.quoteDeclinedSentence(entityLabel(entry));
  const who = entry.user?.name ?? (FOLIO_ACTIONS.has(entry.action) ? TEXTS.folio : TEXTS.someone);
  if (entry.action === 'quote_converted') return TEXTS.quoteConvertedSentence(who, entityLabel(entry));
  const action = ACTIVITY_ACTION_TEXTS[entry.action] ?? entry.action.replaceAll('_', ' ');
  return [who, action, entityLabel(entry)].filter(Boolean).join(' ');
}
