import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  heading: 'Presupuesto {displayNumber}',
  loading: 'Cargando el presupuesto…',
  notFoundTitle: 'Enlace no válido',
  notFound: 'Este enlace de presupuesto no es válido. Pida uno nuevo al remitente.',
  failedTitle: 'No se pudo cargar el presupuesto',
  retry: 'Reintentar',
  quoteFor: 'Presupuesto para',
  issued: 'Emitido',
  validUntil: 'Válido hasta',
  acceptTitle: 'Aceptar este presupuesto',
  acceptIntro:
    'Escriba su nombre completo para firmar. Se registran la hora, su nombre, su dirección y su navegador.',
  fullName: 'Nombre completo',
  nameRequired: 'Escriba su nombre para aceptar el presupuesto',
  accept: 'Aceptar',
  acceptAndSign: 'Aceptar y firmar',
  decline: 'Rechazar',
  declineTitle: '¿Rechazar este presupuesto?',
  declineIntro: 'Puede indicar el motivo al remitente (opcional).',
  reason: 'Motivo',
  confirmDecline: 'Rechazar el presupuesto',
  back: 'Volver',
  acceptedTitle: 'Presupuesto aceptado',
  acceptedBy: 'Aceptado por {name} el {date}.',
  declinedTitle: 'Presupuesto rechazado',
  declinedOn: 'Rechazado el {date}.',
  expiredTitle: 'Presupuesto vencido',
  expired: 'Este presupuesto era válido hasta el {date}. Pida uno nuevo al remitente.',
  answerFailed: 'No se pudo registrar su respuesta. Inténtelo de nuevo.',
} satisfies Translation<typeof en>;
