import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Actividad',
  lead: 'Todo lo que ha pasado en su organización, lo más reciente primero.',
  empty: 'Ninguna actividad coincide con estos filtros.',
  loadFailed: 'No se pudo cargar la actividad',
  filtersReset: 'Filtros restablecidos',
  csvExported: 'CSV exportado',
  exportFailed: 'La exportación falló',
  exportFailedAlert: 'No se pudo exportar el CSV.',
  open: 'Abrir',
  activityFilters: 'Filtros de actividad',
  type: 'Tipo',
  user: 'Usuario',
  searchActivity: 'Buscar en la actividad',
  apply: 'Aplicar',
  reset: 'Restablecer',
  exportCsv: 'Exportar CSV',
  rowsPerPage: 'Filas por página',
  prev: 'Anterior',
  next: 'Siguiente',
  when: 'Cuándo',
  whatHappened: 'Qué pasó',
  pageOf: 'Página {page} de {pages}{more, select, yes {+} other {}}',
  everyone: 'Todos',
  system: 'Sistema',
  range:
    '{hasFrom, select, yes {Desde el {from}} other {}}{hasTo, select, yes {{hasFrom, select, yes { hasta el {to}} other {Hasta el {to}}}} other {}}',
  entryCount:
    ' · {more, select, yes {{count, number}+ entradas} other {{count, plural, one {# entrada} other {# entradas}}}}',
  allTypes: 'Todos los tipos',
  entityTypes: {
    client: 'Cliente',
    project: 'Proyecto',
    invoice: 'Factura',
    quote: 'Presupuesto',
    recurring_invoice: 'Factura recurrente',
    other: 'Otro',
  },
} satisfies Translation<typeof en>;
