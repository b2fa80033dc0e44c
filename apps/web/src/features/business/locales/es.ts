import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  intro:
    'Quién envía sus facturas: su razón social, dirección, número de identificación fiscal, datos de contacto y cómo cobrar.',
  loadFailed: 'No se pudieron cargar los datos fiscales.',
  adminsOnly: 'Solo los administradores pueden cambiar los datos fiscales.',
  detailsTitle: 'Datos',
  legalName: 'Razón social',
  address: 'Dirección',
  taxId: 'Número de identificación fiscal',
  taxIdHint: 'NIF, CIF, IVA o cualquier otro número fiscal, tal como debe imprimirse.',
  phone: 'Teléfono',
  website: 'Sitio web',
  paymentInstructions: 'Instrucciones de pago',
  paymentInstructionsHint: 'Datos bancarios y forma de pago.',
  invoiceFooter: 'Pie de factura y condiciones',
  paymentTermsDays: 'Plazo de pago (días)',
  paymentTermsHint: 'El vencimiento de una factura nueva: estos días después de su creación.',
  locale: 'Idioma de los documentos',
  localeHint:
    'Las facturas y los correos a clientes están en este idioma, salvo que un cliente tenga el suyo.',
  timeZone: 'Zona horaria',
  timeZoneHint:
    'Se usa cuando no se aplica la zona horaria de ningún miembro, como en el PDF de una factura enviada por correo.',
  save: 'Guardar',
  saved: 'Datos fiscales guardados',
  saveFailed: 'No se pudieron guardar los datos fiscales.',
  logoTitle: 'Logotipo',
  logoHint: 'PNG o JPEG, 1 MB como máximo.',
  logoAlt: 'Logotipo de la organización',
  noLogo: 'Aún no hay logotipo.',
  logoLoadFailed: 'No se pudo mostrar el logotipo.',
  uploadLogo: 'Subir logotipo',
  replaceLogo: 'Reemplazar logotipo',
  removeLogo: 'Quitar logotipo',
  logoSaved: 'Logotipo guardado',
  logoRemoved: 'Logotipo quitado',
  uploadFailed: 'No se pudo subir el logotipo.',
  removeFailed: 'No se pudo quitar el logotipo.',
} satisfies Translation<typeof en>;
