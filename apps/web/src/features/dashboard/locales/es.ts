import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  clients: 'Clientes',
  activeProjects: 'Proyectos activos',
  unpaidInvoices: 'Facturas impagadas',
  recentActivity: 'Actividad reciente',
  viewAll: 'Ver todo',
  recentActivityEmpty: 'Todavía no hay nada. Los cambios en clientes, proyectos y facturas aparecerán aquí.',
  revenueChartEmpty:
    'Aún no hay pagos en los últimos 6 meses. Las facturas pagadas aparecen aquí según el mes en que se pagaron.',
  activityByMonth: 'Actividad por mes',
  getStartedWithFolio: 'Primeros pasos con Folio',
  dismissChecklist: 'Ocultar la lista de primeros pasos',
  onboardingProgress: 'Progreso de los primeros pasos',
  stepsDone: '{done} de {steps} completados',
  stepDone: '(completado)',
  open: 'Abrir',
  total: 'Total:',
  revenue: 'Ingresos',
  showTheNextStepOnly: 'Mostrar solo el siguiente paso',
  activityForPaid: 'Actividad de {month}: {total} cobrados',
  showAllSteps: 'Mostrar los {steps} pasos',
  onboardingSteps: {
    client: {
      label: 'Añada su primer cliente',
      hint: 'Para quién trabaja: nombre, datos de contacto y etiquetas.',
    },
    project: {
      label: 'Cree un proyecto',
      hint: 'El trabajo que realiza para un cliente, con un presupuesto y una fecha de vencimiento.',
    },
    invoice: {
      label: 'Cree una factura',
      hint: 'Facture a un cliente uno o varios proyectos.',
    },
    invite: {
      label: 'Invite a un compañero',
      hint: 'Trabajen juntos, cada uno con el rol adecuado.',
    },
  },
} satisfies Translation<typeof en>;
