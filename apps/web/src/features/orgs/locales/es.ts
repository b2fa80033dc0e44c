import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Organizaciones',
  loadFailed: 'No se pueden cargar las organizaciones en este momento.',
  switchFailed: 'No se pudo cambiar de organización',
  acceptFailed: 'No se pudo aceptar la invitación',
  declineFailed: 'No se pudo rechazar la invitación',
  createFailed: 'No se pudo crear la organización.',
  current: 'Actual',
  newOrganization: 'Nueva organización',
  createAndSwitch: 'Crear y cambiar',
  yourOrganizations: 'Sus organizaciones',
  switch: 'Cambiar',
  expires: 'Caduca el',
  invited: 'Invitación recibida',
  switchTo: 'Cambiar a {name}',
  invitedBy: 'Invitación de {inviterName}',
  memberCount: '{count, plural, one {# miembro} other {# miembros}}',
  projectCount: '{count, plural, one {# proyecto} other {# proyectos}}',
} satisfies Translation<typeof en>;
