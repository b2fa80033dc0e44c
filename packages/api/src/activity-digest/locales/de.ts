import type { DigestCatalog } from './en';

/** The activity email in German. */
export const de: DigestCatalog = {
  subject: 'Ihre Folio-Aktivität am {date}: {count, plural, one {# Änderung} other {# Änderungen}}',
  greeting: 'Hallo {name},',
  intro: 'Das ist am {date} in Ihren Organisationen passiert.',
  more: '… und {count, plural, one {# weiterer Eintrag} other {# weitere Einträge}} im Aktivitätsprotokoll.',
  viewAll: 'Alle Aktivitäten ansehen: {link}',
  why: 'Sie erhalten diese E-Mail, weil die tägliche Aktivitäts-E-Mail in Ihrem Folio-Profil eingeschaltet ist.',
  unsubscribe: 'Diese E-Mails mit einem Klick abbestellen: {link}',
  signature: '— Folio',
  someone: 'Jemand',
  entity: {
    obj: '{type, select, invoice {die Rechnung Nr. {name}} client {den Kunden {name}} project {das Projekt {name}} recurring_invoice {die wiederkehrende Rechnung für {name}} other {{name}}}',
    of: '{type, select, invoice {der Rechnung Nr. {name}} client {des Kunden {name}} project {des Projekts {name}} recurring_invoice {der wiederkehrenden Rechnung für {name}} other {von {name}}}',
    on: '{type, select, invoice {der Rechnung Nr. {name}} client {dem Kunden {name}} project {dem Projekt {name}} recurring_invoice {der wiederkehrenden Rechnung für {name}} other {{name}}}',
  },
  kind: {
    client_created: '{count, plural, one {# Kunde angelegt} other {# Kunden angelegt}}',
    client_updated: '{count, plural, one {# Kunde geändert} other {# Kunden geändert}}',
    client_deleted: '{count, plural, one {# Kunde gelöscht} other {# Kunden gelöscht}}',
    project_created: '{count, plural, one {# Projekt angelegt} other {# Projekte angelegt}}',
    project_updated: '{count, plural, one {# Projekt geändert} other {# Projekte geändert}}',
    project_deleted: '{count, plural, one {# Projekt gelöscht} other {# Projekte gelöscht}}',
    invoice_created: '{count, plural, one {# Rechnung erstellt} other {# Rechnungen erstellt}}',
    invoice_updated: '{count, plural, one {# Rechnung geändert} other {# Rechnungen geändert}}',
    invoice_deleted: '{count, plural, one {# Rechnung gelöscht} other {# Rechnungen gelöscht}}',
    status_changed: '{count, plural, one {# Statusänderung} other {# Statusänderungen}}',
    marked_sent:
      '{count, plural, one {# Rechnung als versendet markiert} other {# Rechnungen als versendet markiert}}',
    payment_recorded: '{count, plural, one {# Zahlung erfasst} other {# Zahlungen erfasst}}',
    note_added: '{count, plural, one {# Notiz hinzugefügt} other {# Notizen hinzugefügt}}',
    note_updated: '{count, plural, one {# Notiz bearbeitet} other {# Notizen bearbeitet}}',
    note_deleted: '{count, plural, one {# Notiz gelöscht} other {# Notizen gelöscht}}',
    email_queued:
      '{count, plural, one {# Rechnung zum Versand vorgemerkt} other {# Rechnungen zum Versand vorgemerkt}}',
    email_sent:
      '{count, plural, one {# Rechnung per E-Mail versendet} other {# Rechnungen per E-Mail versendet}}',
    email_failed:
      '{count, plural, one {# Rechnungs-E-Mail fehlgeschlagen} other {# Rechnungs-E-Mails fehlgeschlagen}}',
    reminder_queued:
      '{count, plural, one {# Zahlungserinnerung vorgemerkt} other {# Zahlungserinnerungen vorgemerkt}}',
    reminder_sent:
      '{count, plural, one {# Zahlungserinnerung versendet} other {# Zahlungserinnerungen versendet}}',
    invoice_viewed:
      '{count, plural, one {# Rechnung vom Kunden angesehen} other {# Rechnungen von Kunden angesehen}}',
    invoice_generated:
      '{count, plural, one {# Rechnung aus einer wiederkehrenden Rechnung erstellt} other {# Rechnungen aus wiederkehrenden Rechnungen erstellt}}',
    recurring:
      '{count, plural, one {# Änderung an wiederkehrenden Rechnungen} other {# Änderungen an wiederkehrenden Rechnungen}}',
    team: '{count, plural, one {# Änderung im Team} other {# Änderungen im Team}}',
    organization:
      '{count, plural, one {# Änderung an der Organisation} other {# Änderungen an der Organisation}}',
    settings: '{count, plural, one {# Einstellung geändert} other {# Einstellungen geändert}}',
  },
  entry: {
    created: '{who} hat {obj} angelegt',
    updated: '{who} hat {obj} geändert',
    deleted: '{who} hat {obj} gelöscht',
    status_changed: '{who} hat den Status {of} geändert',
    marked_sent: '{who} hat {obj} als versendet markiert',
    payment_recorded: '{who} hat eine Zahlung zu {on} erfasst',
    note_added: '{who} hat eine Notiz zu {on} hinzugefügt',
    note_updated: '{who} hat eine Notiz zu {on} bearbeitet',
    note_deleted: '{who} hat eine Notiz zu {on} gelöscht',
    org_created: '{who} hat die Organisation angelegt',
    org_renamed: '{who} hat die Organisation umbenannt',
    member_joined: '{who} ist dem Team beigetreten',
    member_invited: '{who} hat ein Teammitglied eingeladen',
    invite_revoked: '{who} hat eine Einladung widerrufen',
    invite_resent: '{who} hat eine Einladung erneut gesendet',
    invite_declined: '{who} hat eine Einladung abgelehnt',
    member_removed: '{who} hat ein Mitglied entfernt',
    role_changed: '{who} hat die Rolle eines Mitglieds geändert',
    plan_changed: '{who} hat den Tarif gewechselt',
    email_queued: '{who} hat den E-Mail-Versand von {of} angefordert',
    email_delivered: '{who} hat {obj} per E-Mail versendet',
    email_failed: '{who} konnte {obj} nicht per E-Mail versenden',
    reminder_queued: '{who} hat eine Zahlungserinnerung zu {on} angefordert',
    reminder_sent: '{who} hat eine Zahlungserinnerung zu {on} versendet',
    invoice_viewed: '{who} hat {obj} angesehen',
    series_paused: '{who} hat {obj} pausiert',
    series_resumed: '{who} hat {obj} fortgesetzt',
  },
  /** Entries with no author: a client's online payment, and what the reminder rules did. */
  auto: {
    payment_recorded: 'Ein Kunde hat {obj} online bezahlt',
    reminder_queued: 'Eine Zahlungserinnerung zu {on} wurde vorgemerkt',
    reminder_sent: 'Eine Zahlungserinnerung zu {on} wurde versendet',
    email_failed: 'Eine Zahlungserinnerung zu {on} konnte nicht versendet werden',
    invoice_generated: 'Folio hat {obj} aus einer wiederkehrenden Rechnung erstellt',
    series_paused: 'Folio hat {obj} pausiert',
  },
};
