import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Organisations',
  loadFailed: 'Impossible de charger les organisations pour le moment.',
  switchFailed: 'Impossible de changer d’organisation',
  acceptFailed: 'Impossible d’accepter l’invitation',
  declineFailed: 'Impossible de refuser l’invitation',
  createFailed: 'Impossible de créer l’organisation.',
  current: 'Actuelle',
  newOrganization: 'Nouvelle organisation',
  createAndSwitch: 'Créer et basculer',
  yourOrganizations: 'Vos organisations',
  switch: 'Basculer',
  expires: 'Expire le',
  invited: 'Invitation reçue',
  switchTo: 'Basculer vers {name}',
  invitedBy: 'Invité par {inviterName}',
  memberCount: '{count, plural, one {# membre} other {# membres}}',
  projectCount: '{count, plural, one {# projet} other {# projets}}',
} satisfies Translation<typeof en>;
