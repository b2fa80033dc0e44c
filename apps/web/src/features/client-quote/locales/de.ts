import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  heading: 'Angebot {displayNumber}',
  loading: 'Angebot wird geladen…',
  notFoundTitle: 'Link ungültig',
  notFound: 'Dieser Angebotslink ist ungültig. Bitten Sie den Absender um einen neuen.',
  failedTitle: 'Das Angebot konnte nicht geladen werden',
  retry: 'Erneut versuchen',
  quoteFor: 'Angebot für',
  issued: 'Ausgestellt',
  validUntil: 'Gültig bis',
  acceptTitle: 'Dieses Angebot annehmen',
  acceptIntro:
    'Geben Sie zum Unterschreiben Ihren vollständigen Namen ein. Zeitpunkt, Name, Adresse und Browser werden gespeichert.',
  fullName: 'Vollständiger Name',
  nameRequired: 'Geben Sie Ihren Namen ein, um das Angebot anzunehmen',
  accept: 'Annehmen',
  acceptAndSign: 'Annehmen und unterschreiben',
  decline: 'Ablehnen',
  declineTitle: 'Dieses Angebot ablehnen?',
  declineIntro: 'Sie können dem Absender den Grund nennen (optional).',
  reason: 'Grund',
  confirmDecline: 'Angebot ablehnen',
  back: 'Zurück',
  acceptedTitle: 'Angebot angenommen',
  acceptedBy: 'Angenommen von {name} am {date}.',
  declinedTitle: 'Angebot abgelehnt',
  declinedOn: 'Abgelehnt am {date}.',
  expiredTitle: 'Angebot abgelaufen',
  expired: 'Dieses Angebot war bis {date} gültig. Bitten Sie den Absender um ein neues.',
  answerFailed: 'Ihre Antwort konnte nicht gespeichert werden. Versuchen Sie es erneut.',
} satisfies Translation<typeof en>;
