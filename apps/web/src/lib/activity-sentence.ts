import { type ActivityEntry, displayInvoiceNumber } from '@folio/contracts';
import { serverMessage } from './server-messages';
import { ACTIVITY_ACTION_TEXTS, TEXTS } from './texts';

/** What an entry is about: "invoice #0007", "client Acme", or nothing for the organization's own events. */
export function entityLabel(entry: ActivityEntry): string {
  if (entry.entityType === 'other') {
    // Settings a member changed (payment settings, business details): the server names them with
    // a message of its own, shown in the current language ("Ada Admin updated payment settings").
    return entry.action === 'updated' && entry.entity?.name ? serverMessage(entry.entity.name) : '';
  }
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
  const name = entity?.name ?? entity?.title;
  const type = TEXTS.activityEntityTypes[entry.entityType];
  return name ? `${type} ${name}` : type;
}

/**
 * An entry as a sentence: who, what they did, and to which record ("Ada Admin created client Acme").
 * Entries no member wrote read as their own sentence: a delivered reminder and a payment a client
 * made online (a payment a member records always has its author); a reminder a rule queued is
 * Folio's doing.
 */
export function activitySentence(entry: ActivityEntry): string {
  if (entry.action === 'reminder_sent') return TEXTS.reminderSentSentence(entityLabel(entry));
  if (entry.action === 'payment_recorded' && !entry.user)
    return TEXTS.paymentOnlineSentence(entityLabel(entry));
  const who = entry.user?.name ?? (entry.action === 'reminder_queued' ? TEXTS.folio : TEXTS.someone);
  const action = ACTIVITY_ACTION_TEXTS[entry.action] ?? entry.action.replaceAll('_', ' ');
  return [who, action, entityLabel(entry)].filter(Boolean).join(' ');
}
