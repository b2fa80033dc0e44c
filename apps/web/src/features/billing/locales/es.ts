import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Suscripción',
  lead: 'El plan de su organización, qué incluye y cómo cambiarlo.',
  loadFailed: 'No se pudo cargar la suscripción',
  upgradeFailed: 'No se pudo cambiar de plan',
  portalFailed: 'No se pudo abrir el portal',
  manage: 'Gestionar suscripción',
  mockBanner:
    'La facturación está en modo de prueba: no hay ningún proveedor de pago configurado, así que los cambios de plan se activan al momento y no se cobra nada.',
  help: [
    'Solo los administradores y los gestores pueden cambiar el plan.',
    'Su dirección de correo debe estar verificada para comprar.',
    'Los cambios de plan se aplican al momento; el portal de facturación gestiona los métodos de pago, las facturas y la cancelación.',
  ],
  mockMode: 'Modo de prueba',
  status: 'Estado',
  yourPlan: 'Su plan',
  goodToKnow: 'Conviene saber',
  currentPlan: 'Plan actual: {plan}',
  period: 'Periodo:',
  upgradeTo: 'Pasar a {plan}',
  planCard: 'Plan {plan}',
  pricePer:
    '{price} {interval, select, day {al día} week {a la semana} month {al mes} year {al año} other {por {interval}}}',
  planNames: { free: 'Gratis', pro: 'Pro', business: 'Business' },
  planContents: {
    pro: [
      'Facturas y exportación a PDF',
      'Vinculación de clientes y proyectos',
      'Invitaciones y roles de equipo',
    ],
    business: ['Todo lo de Pro', 'Soporte prioritario', 'Permisos avanzados'],
  },
  statusNames: {
    active: 'Activa',
    trialing: 'En prueba',
    past_due: 'Pago vencido',
    canceled: 'Cancelada',
    inactive: 'Inactiva',
  },
} satisfies Translation<typeof en>;
