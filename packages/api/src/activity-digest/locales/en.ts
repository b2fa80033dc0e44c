/**
 * The activity email in English: the source of the other languages, and their fallback. ICU
 * MessageFormat (i18next-icu): `{count, plural, …}` and `{type, select, …}` keep every language's
 * grammar in its own catalog. An entry reads as the activity log words it ("Ada Admin created
 * client Acme"); `{obj}`, `{of}` and `{on}` are the entry's record in the form each language's
 * sentence needs (English needs one).
 */
export const en = {
  subject: 'Your Folio activity for {date}: {count, plural, one {# change} other {# changes}}',
  greeting: 'Hello {name},',
  intro: 'Here is what happened in your organizations on {date}.',
  more: '…and {count, plural, one {# more entry} other {# more entries}} in the activity log.',
  viewAll: 'See all activity: {link}',
  why: 'You receive this email because the daily activity email is on in your Folio profile.',
  unsubscribe: 'Stop these emails with one click: {link}',
  signature: '— Folio',
  someone: 'Someone',
  entity: {
    obj: '{type, select, invoice {invoice #{name}} client {client {name}} project {project {name}} recurring_invoice {the recurring invoice for {name}} other {{name}}}',
    of: '{type, select, invoice {invoice #{name}} client {client {name}} project {project {name}} recurring_invoice {the recurring invoice for {name}} other {{name}}}',
    on: '{type, select, invoice {invoice #{name}} client {client {name}} project {project {name}} recurring_invoice {the recurring invoice for {name}} other {{name}}}',
  },
  kind: {
    client_created: '{count, plural, one {# client created} other {# clients created}}',
    client_updated: '{count, plural, one {# client updated} other {# clients updated}}',
    client_deleted: '{count, plural, one {# client deleted} other {# clients deleted}}',
    project_created: '{count, plural, one {# project created} other {# projects created}}',
    project_updated: '{count, plural, one {# project updated} other {# projects updated}}',
    project_deleted: '{count, plural, one {# project deleted} other {# projects deleted}}',
    invoice_created: '{count, plural, one {# invoice created} other {# invoices created}}',
    invoice_updated: '{count, plural, one {# invoice updated} other {# invoices updated}}',
    invoice_deleted: '{count, plural, one {# invoice deleted} other {# invoices deleted}}',
    status_changed: '{count, plural, one {# status changed} other {# statuses changed}}',
    marked_sent: '{count, plural, one {# invoice marked as sent} other {# invoices marked as sent}}',
    payment_recorded: '{count, plural, one {# payment recorded} other {# payments recorded}}',
    note_added: '{count, plural, one {# note added} other {# notes added}}',
    note_updated: '{count, plural, one {# note edited} other {# notes edited}}',
    note_deleted: '{count, plural, one {# note deleted} other {# notes deleted}}',
    email_queued: '{count, plural, one {# invoice email requested} other {# invoice emails requested}}',
    email_sent: '{count, plural, one {# invoice emailed} other {# invoices emailed}}',
    email_failed: '{count, plural, one {# invoice email failed} other {# invoice emails failed}}',
    reminder_queued: '{count, plural, one {# payment reminder queued} other {# payment reminders queued}}',
    reminder_sent: '{count, plural, one {# payment reminder sent} other {# payment reminders sent}}',
    invoice_viewed:
      '{count, plural, one {# invoice viewed by its client} other {# invoices viewed by their clients}}',
    invoice_generated:
      '{count, plural, one {# invoice made by a recurring invoice} other {# invoices made by recurring invoices}}',
    recurring: '{count, plural, one {# recurring invoice change} other {# recurring invoice changes}}',
    team: '{count, plural, one {# team change} other {# team changes}}',
    organization: '{count, plural, one {# organization change} other {# organization changes}}',
    settings: '{count, plural, one {# settings change} other {# settings changes}}',
  },
  entry: {
    created: '{who} created {obj}',
    updated: '{who} updated {obj}',
    deleted: '{who} deleted {obj}',
    status_changed: '{who} changed the status of {of}',
    marked_sent: '{who} marked as sent {obj}',
    payment_recorded: '{who} recorded a payment on {on}',
    note_added: '{who} added a note to {on}',
    note_updated: '{who} edited a note on {on}',
    note_deleted: '{who} deleted a note on {on}',
    org_created: '{who} created the organization',
    org_renamed: '{who} renamed the organization',
    member_joined: '{who} joined the team',
    member_invited: '{who} invited a teammate',
    invite_revoked: '{who} revoked an invitation',
    invite_resent: '{who} resent an invitation',
    invite_declined: '{who} declined an invitation',
    member_removed: '{who} removed a member',
    role_changed: "{who} changed a member's role",
    plan_changed: '{who} changed the plan',
    email_queued: '{who} asked to email {obj}',
    email_delivered: '{who} emailed {obj}',
    email_failed: '{who} could not email {obj}',
    reminder_queued: '{who} asked to send a payment reminder for {obj}',
    reminder_sent: '{who} sent a payment reminder for {obj}',
    invoice_viewed: '{who} viewed {obj}',
    series_paused: '{who} paused {obj}',
    series_resumed: '{who} resumed {obj}',
  },
  /** Entries with no author: a client's online payment, and what the reminder rules did. */
  auto: {
    payment_recorded: 'A client paid {obj} online',
    reminder_queued: 'A payment reminder for {obj} was queued',
    reminder_sent: 'A payment reminder for {obj} was sent',
    email_failed: 'A payment reminder for {obj} could not be sent',
    invoice_generated: 'Folio made {obj} from a recurring invoice',
    series_paused: 'Folio paused {obj}',
  },
};

/** Every language's catalog has the English one's keys, no more, no fewer. */
export type DigestCatalog = typeof en;
