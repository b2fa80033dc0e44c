import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  intro: 'Cómo pagan sus clientes sus facturas en línea y cuándo se les recuerda lo que deben.',
  loadFailed: 'No se pudieron cargar los ajustes de pago.',
  adminsOnly: 'Solo los administradores pueden cambiar los ajustes de pago.',
  stripeTitle: 'Stripe',
  stripeIntro:
    'Conecte su propia cuenta de Stripe: sus clientes pagan en la página de la factura y el dinero le llega directamente.',
  mockMode:
    'Modo de prueba: no hay claves de Stripe configuradas, así que Pagar en la página de un cliente abre una página de pago de prueba y no se mueve dinero.',
  statusLabel: 'Estado',
  statusNames: {
    not_connected: 'No conectada',
    pending: 'Registro sin terminar',
    connected: 'Conectada',
  },
  account: 'Cuenta',
  connectedSince: 'Conectada desde',
  pendingHint:
    'Stripe necesita algunos datos más antes de que sus clientes puedan pagar. Continúe donde lo dejó.',
  connect: 'Conectar Stripe',
  continueOnboarding: 'Continuar en Stripe',
  disconnect: 'Desconectar',
  disconnectConfirm:
    '¿Desconectar esta cuenta de Stripe? Las páginas de clientes dejarán de ofrecer el pago hasta que se vuelva a conectar una cuenta.',
  connectFailed: 'No se pudo conectar Stripe.',
  disconnectFailed: 'No se pudo desconectar Stripe.',
  refreshFailed: 'No se pudo leer la cuenta de Stripe.',
  onlineTitle: 'Pagos en línea',
  allowPartial: 'Permitir pagos parciales',
  allowPartialHint: 'Sus clientes pueden pagar parte del saldo pendiente, al menos 1,00 cada vez.',
  remindersTitle: 'Recordatorios de pago',
  remindersIntro:
    'Las facturas enviadas y sin pagar reciben un correo por regla, con el enlace de la factura y el PDF. Puede excluir a un cliente en sus propios ajustes.',
  noRules: 'No se envía ningún recordatorio.',
  ruleLabel: 'Recordatorio {number}',
  days: 'Días',
  when: 'Cuándo',
  whenNames: {
    before: 'antes del vencimiento',
    on: 'el día del vencimiento',
    after: 'después del vencimiento',
  },
  addRule: 'Añadir un recordatorio',
  removeRule: 'Quitar el recordatorio {number}',
  repeat: 'Después, repetir',
  repeatHint: 'Seguir recordando después de la última regla hasta que se pague la factura.',
  repeatEvery: 'Cada (días)',
  repeatTimes: 'Como máximo (veces)',
  repeatSummary:
    'Repetir {every, plural, one {cada día} other {cada # días}}, como máximo {times, plural, one {una vez} other {# veces}}.',
  save: 'Guardar',
  saved: 'Ajustes de pago guardados',
  saveFailed: 'No se pudieron guardar los ajustes de pago.',
} satisfies Translation<typeof en>;
