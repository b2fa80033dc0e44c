import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Correo de actividad',
  pending: 'Desactivando el resumen diario de actividad…',
  failedTitle: 'No se pudo cancelar la suscripción',
  backToFolio: 'Ir a Folio',
} satisfies Translation<typeof en>;
