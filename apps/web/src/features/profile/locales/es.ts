import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  updatePassword: 'Cambiar contraseña',
  requestChange: 'Solicitar el cambio',
  changePassword: 'Cambiar la contraseña',
  otherDevicesAreSignedOut: 'Al cambiarla se cierra la sesión en tus otros dispositivos.',
  currentPassword: 'Contraseña actual',
  newPassword: 'Contraseña nueva',
  atLeast8Characters: 'Al menos 8 caracteres.',
  verification: 'Verificación',
  currentOrg: 'Organización actual',
  role: 'Rol',
  loginCount: '{count, plural, one {# inicio de sesión} other {# inicios de sesión}} en total',
  lastLogin: 'Último acceso',
  accountDetails: 'Datos de la cuenta',
  accountDetailsHint: 'Cómo te ve tu equipo.',
  name: 'Nombre',
  ctrlEJumpsHere: 'Ctrl/⌘ + E te trae aquí.',
  email: 'Correo electrónico',
  language: 'Idioma',
  timeZone: 'Zona horaria',
  emailActivityLabel: 'Enviarme correos sobre la actividad de mi organización',
  theme: 'Tema',
  changeEmail: 'Cambiar el correo',
  changeEmailHint:
    'Enviamos un enlace de confirmación a la nueva dirección. La actual sigue funcionando hasta que lo abras y recibe un enlace para deshacer el cambio.',
  newEmail: 'Correo nuevo',
  emailVerification: 'Verificación del correo',
  resendVerificationEmail: 'Reenviar el correo de verificación',
  pendingChange: 'Cambio pendiente a {email}: confírmalo desde esa bandeja de entrada.',
  waitingForConfirmation: 'Pendiente de confirmar',
  verified: 'Verificado',
  notVerified: 'Sin verificar',
  verifiedHint: 'Tu dirección de correo está confirmada.',
  notVerifiedHint:
    'Abre el enlace que te enviamos para confirmar tu dirección. Algunas acciones requieren un correo verificado.',
} satisfies Translation<typeof en>;
