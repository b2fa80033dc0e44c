import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  title: 'Organizzazioni',
  loadFailed: 'Impossibile caricare le organizzazioni in questo momento.',
  switchFailed: 'Impossibile cambiare organizzazione',
  acceptFailed: 'Impossibile accettare l’invito',
  declineFailed: 'Impossibile rifiutare l’invito',
  createFailed: 'Impossibile creare l’organizzazione.',
  current: 'Attuale',
  newOrganization: 'Nuova organizzazione',
  createAndSwitch: 'Crea e passa',
  yourOrganizations: 'Le sue organizzazioni',
  switch: 'Passa',
  expires: 'Scade il',
  invited: 'Invito ricevuto',
  switchTo: 'Passa a {name}',
  invitedBy: 'Invito di {inviterName}',
  memberCount: '{count, plural, one {# membro} other {# membri}}',
  projectCount: '{count, plural, one {# progetto} other {# progetti}}',
} satisfies Translation<typeof en>;
