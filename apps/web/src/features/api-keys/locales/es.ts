import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Claves de API',
  intro:
    'Las claves permiten que otro software use Folio para esta organización: Authorization: Bearer seguido de la clave. Una clave actúa con su rol, nunca por encima del rol actual de quien la creó.',
  loadFailed: 'No se pudieron cargar las claves de API.',
  adminsOnly: 'Solo los administradores pueden ver y gestionar las claves de API.',
  listTitle: 'Claves',
  empty: 'Todavía no hay claves de API.',
  create: 'Crear clave de API',
  createTitle: 'Crear una clave de API',
  name: 'Nombre',
  namePlaceholder: 'p. ej. Sincronización contable',
  role: 'Rol',
  roleHint: 'Lo que la clave puede hacer. Nunca más que usted.',
  expiresAt: 'Caduca el (opcional)',
  expiresAtHint:
    'La clave deja de funcionar al final de este día. Déjelo vacío para una clave que no caduca.',
  createFailed: 'No se pudo crear la clave de API.',
  secretTitle: 'Su nueva clave de API',
  secretWarning: 'Copie esta clave ahora y guárdela en un lugar seguro: no se volverá a mostrar.',
  copy: 'Copiar',
  copied: 'Copiada',
  done: 'Listo',
  revoke: 'Revocar',
  revokeWhat: 'Revocar {name}',
  revokeConfirm:
    '¿Revocar {name}? El software que la usa será rechazado desde su próxima solicitud. Esta acción no se puede deshacer.',
  revoked: 'Clave de API revocada',
  revokeFailed: 'No se pudo revocar la clave de API.',
  created: 'Clave de API creada',
  createdBy: 'Creada por {name} el {date}',
  lastUsed: 'Último uso: {date}',
  neverUsed: 'Nunca usada',
  expires: 'Caduca el {date}',
  expiredOn: 'Caducó el {date}',
  revokedOn: 'Revocada el {date}',
  revokedBadge: 'Revocada',
  expiredBadge: 'Caducada',
} satisfies Translation<typeof en>;
