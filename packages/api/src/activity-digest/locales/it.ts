import type { DigestCatalog } from './en';

/** The activity email in Italian. */
export const it: DigestCatalog = {
  subject: 'La tua attività su Folio del {date}: {count, plural, one {# modifica} other {# modifiche}}',
  greeting: 'Ciao {name},',
  intro: 'Ecco cosa è successo nelle tue organizzazioni il {date}.',
  more: '… e {count, plural, one {# altra voce} other {altre # voci}} nel registro attività.',
  viewAll: 'Vedi tutta l’attività: {link}',
  why: 'Ricevi questa email perché il riepilogo giornaliero dell’attività è attivo nel tuo profilo Folio.',
  unsubscribe: 'Non ricevere più queste email con un clic: {link}',
  signature: '— Folio',
  someone: 'Qualcuno',
  entity: {
    obj: '{type, select, invoice {la fattura n. {name}} client {il cliente {name}} project {il progetto {name}} recurring_invoice {la fattura ricorrente di {name}} other {{name}}}',
    of: '{type, select, invoice {della fattura n. {name}} client {del cliente {name}} project {del progetto {name}} recurring_invoice {della fattura ricorrente di {name}} other {di {name}}}',
    on: '{type, select, invoice {sulla fattura n. {name}} client {sul cliente {name}} project {sul progetto {name}} recurring_invoice {sulla fattura ricorrente di {name}} other {su {name}}}',
  },
  kind: {
    client_created: '{count, plural, one {# cliente creato} other {# clienti creati}}',
    client_updated: '{count, plural, one {# cliente modificato} other {# clienti modificati}}',
    client_deleted: '{count, plural, one {# cliente eliminato} other {# clienti eliminati}}',
    project_created: '{count, plural, one {# progetto creato} other {# progetti creati}}',
    project_updated: '{count, plural, one {# progetto modificato} other {# progetti modificati}}',
    project_deleted: '{count, plural, one {# progetto eliminato} other {# progetti eliminati}}',
    invoice_created: '{count, plural, one {# fattura creata} other {# fatture create}}',
    invoice_updated: '{count, plural, one {# fattura modificata} other {# fatture modificate}}',
    invoice_deleted: '{count, plural, one {# fattura eliminata} other {# fatture eliminate}}',
    status_changed: '{count, plural, one {# cambio di stato} other {# cambi di stato}}',
    marked_sent:
      '{count, plural, one {# fattura segnata come inviata} other {# fatture segnate come inviate}}',
    payment_recorded: '{count, plural, one {# pagamento registrato} other {# pagamenti registrati}}',
    note_added: '{count, plural, one {# nota aggiunta} other {# note aggiunte}}',
    note_updated: '{count, plural, one {# nota modificata} other {# note modificate}}',
    note_deleted: '{count, plural, one {# nota eliminata} other {# note eliminate}}',
    email_queued: '{count, plural, one {# invio di fattura richiesto} other {# invii di fattura richiesti}}',
    email_sent: '{count, plural, one {# fattura inviata via email} other {# fatture inviate via email}}',
    email_failed:
      '{count, plural, one {# invio di fattura non riuscito} other {# invii di fattura non riusciti}}',
    reminder_queued:
      '{count, plural, one {# sollecito di pagamento programmato} other {# solleciti di pagamento programmati}}',
    reminder_sent:
      '{count, plural, one {# sollecito di pagamento inviato} other {# solleciti di pagamento inviati}}',
    invoice_viewed:
      '{count, plural, one {# fattura visualizzata dal cliente} other {# fatture visualizzate dai clienti}}',
    invoice_generated:
      '{count, plural, one {# fattura creata da una fattura ricorrente} other {# fatture create da fatture ricorrenti}}',
    recurring:
      '{count, plural, one {# modifica a fatture ricorrenti} other {# modifiche a fatture ricorrenti}}',
    team: '{count, plural, one {# modifica al team} other {# modifiche al team}}',
    organization:
      '{count, plural, one {# modifica all’organizzazione} other {# modifiche all’organizzazione}}',
    settings: '{count, plural, one {# impostazione modificata} other {# impostazioni modificate}}',
  },
  entry: {
    created: '{who} ha creato {obj}',
    updated: '{who} ha modificato {obj}',
    deleted: '{who} ha eliminato {obj}',
    status_changed: '{who} ha cambiato lo stato {of}',
    marked_sent: '{who} ha segnato come inviata {obj}',
    payment_recorded: '{who} ha registrato un pagamento {on}',
    note_added: '{who} ha aggiunto una nota {on}',
    note_updated: '{who} ha modificato una nota {on}',
    note_deleted: '{who} ha eliminato una nota {on}',
    org_created: '{who} ha creato l’organizzazione',
    org_renamed: '{who} ha rinominato l’organizzazione',
    member_joined: '{who} è entrato nel team',
    member_invited: '{who} ha invitato un collaboratore',
    invite_revoked: '{who} ha revocato un invito',
    invite_resent: '{who} ha inviato di nuovo un invito',
    invite_declined: '{who} ha rifiutato un invito',
    member_removed: '{who} ha rimosso un membro',
    role_changed: '{who} ha cambiato il ruolo di un membro',
    plan_changed: '{who} ha cambiato piano',
    email_queued: '{who} ha chiesto di inviare via email {obj}',
    email_delivered: '{who} ha inviato via email {obj}',
    email_failed: '{who} non è riuscito a inviare via email {obj}',
    reminder_queued: '{who} ha chiesto di inviare un sollecito di pagamento {of}',
    reminder_sent: '{who} ha inviato un sollecito di pagamento {of}',
    invoice_viewed: '{who} ha visualizzato {obj}',
    series_paused: '{who} ha messo in pausa {obj}',
    series_resumed: '{who} ha ripreso {obj}',
  },
  /** Entries with no author: a client's online payment, and what the reminder rules did. */
  auto: {
    payment_recorded: 'Un cliente ha pagato online {obj}',
    reminder_queued: 'È stato programmato un sollecito di pagamento {of}',
    reminder_sent: 'È stato inviato un sollecito di pagamento {of}',
    email_failed: 'Non è stato possibile inviare un sollecito di pagamento {of}',
    invoice_generated: 'Folio ha creato {obj} da una fattura ricorrente',
    series_paused: 'Folio ha messo in pausa {obj}',
  },
};
