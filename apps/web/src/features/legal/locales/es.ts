import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  contact: 'Contacto',
  questions: '¿Tiene preguntas sobre esta página? Escriba a',
  personWillAnswer: 'y una persona le responderá.',
  privacy: [
    {
      heading: 'Qué datos recogemos',
      points: [
        'Datos de la cuenta: su nombre, su dirección de correo electrónico y un hash de su contraseña (nunca guardamos la contraseña en sí).',
        'Su espacio de trabajo: los clientes, proyectos, facturas, notas y miembros del equipo que usted y sus compañeros añaden.',
        'Preferencias: tema, idioma, zona horaria y configuración de notificaciones.',
        'Registros de seguridad y de uso: horas de inicio de sesión, número de inicios de sesión, direcciones IP de las solicitudes y un registro de actividad de los cambios en su organización.',
        'Facturación: si contrata un plan de pago, nuestro proveedor de pagos gestiona su tarjeta. Solo conservamos su plan, el estado de su suscripción y la referencia de cliente del proveedor.',
      ],
    },
    {
      heading: 'Para qué los usamos',
      points: [
        'Para ofrecerle Folio: mostrar sus datos a usted y a sus compañeros, según sus roles.',
        'Para enviar los correos electrónicos que el servicio necesita: verificación de la dirección, restablecimiento de contraseña, invitaciones y, si las mantiene activadas, notificaciones de actividad.',
        'Para mantener la seguridad del servicio: limitar los intentos fallidos repetidos de inicio de sesión, detectar abusos e investigar problemas.',
      ],
    },
    {
      heading: 'Qué no hacemos',
      points: [
        'No vendemos sus datos ni los compartimos con anunciantes.',
        'No utilizamos cookies publicitarias ni cookies de seguimiento entre sitios.',
        'No leemos el contenido de su espacio de trabajo, salvo cuando usted nos pide ayuda o cuando debemos investigar un abuso.',
      ],
    },
    {
      heading: 'Cookies y almacenamiento del navegador',
      paragraphs: [
        'Folio utiliza una sola cookie: una cookie de inicio de sesión segura e inaccesible para los scripts (http-only) que mantiene su sesión iniciada. La aplicación también guarda su token de acceso, el tema elegido y algunos ajustes de la interfaz (como una lista de primeros pasos ocultada) en el almacenamiento local de su navegador. Al cerrar la sesión, esta se elimina de su navegador y de nuestros servidores.',
      ],
    },
    {
      heading: 'Quién más interviene',
      paragraphs: [
        'Recurrimos a un pequeño número de proveedores para prestar Folio: nuestro proveedor de alojamiento, un servicio de envío de correo electrónico y, para los planes de pago, un proveedor de pagos. Solo tratan los datos siguiendo nuestras instrucciones y en la medida necesaria para prestar su servicio.',
      ],
    },
    {
      heading: 'Seguridad',
      paragraphs: [
        'Todo el tráfico hacia Folio está cifrado con HTTPS. Las contraseñas se almacenan como hash con un algoritmo moderno, los tokens de inicio de sesión tienen una vida corta, el acceso dentro de una organización depende de los roles y los datos de cada organización se mantienen separados de los de todas las demás. Hacemos copias de seguridad de los datos con regularidad.',
      ],
    },
    {
      heading: 'Cuánto tiempo los conservamos',
      paragraphs: [
        'Conservamos sus datos mientras su cuenta esté abierta. Cuando nos pide que eliminemos su cuenta o su organización, eliminamos sus datos del servicio en funcionamiento en un plazo de 30 días, y de las copias de seguridad a medida que estas caducan. Podemos conservar los registros de facturación durante el tiempo que exija la legislación fiscal.',
      ],
    },
    {
      heading: 'Sus derechos',
      paragraphs: [
        'Puede consultar y corregir los datos de su cuenta en su página de perfil en cualquier momento. Puede pedirnos una copia de sus datos, su rectificación o su supresión escribiéndonos. Si no está satisfecho con nuestra respuesta, puede presentar una reclamación ante la autoridad de protección de datos de su país.',
      ],
    },
  ],
  terms: [
    {
      heading: 'El servicio',
      paragraphs: [
        'Folio es una herramienta en línea para llevar el control de clientes, proyectos y facturas, por su cuenta o en equipo. Nosotros la gestionamos, la mantenemos disponible y la mejoramos con el tiempo. Las funciones pueden cambiar; cuando retiremos algo de lo que usted dependa, se lo comunicaremos con antelación.',
      ],
    },
    {
      heading: 'Su cuenta',
      points: [
        'Debe indicar una dirección de correo electrónico real y no compartir su contraseña. Usted es responsable de lo que ocurra en su cuenta.',
        'La persona que crea una organización es su primer administrador. Los administradores deciden quién se une y qué rol tiene cada miembro.',
        'Debe tener edad suficiente para celebrar un contrato en el lugar donde vive, y no puede usar Folio si la ley se lo prohíbe.',
      ],
    },
    {
      heading: 'Sus datos siguen siendo suyos',
      paragraphs: [
        'Todo lo que introduce en Folio (clientes, proyectos, facturas, notas) le pertenece a usted o a su organización. Solo lo usamos para prestarle el servicio, como explica nuestra Política de privacidad. Puede exportar su registro de actividad en cualquier momento, y le ayudaremos a llevarse el resto de sus datos si se marcha.',
        'Usted es responsable de tener derecho a guardar la información que introduce, incluidos los datos de contacto de sus clientes.',
      ],
    },
    {
      heading: 'Uso aceptable',
      points: [
        'No utilice Folio para enviar spam, para estafar a nadie ni para almacenar contenido ilegal.',
        'No intente acceder a los datos de otras organizaciones, sobrecargar el servicio ni eludir los límites de los planes o los controles de seguridad.',
        'Podemos suspender una cuenta que ponga en riesgo a otros clientes o al servicio. Le diremos el motivo, salvo que la ley nos lo impida.',
      ],
    },
    {
      heading: 'Planes y pago',
      points: [
        'El plan Gratis no cuesta nada y tiene los límites indicados en nuestra página de precios. Los planes de pago se facturan mensualmente por adelantado a través de nuestro proveedor de pagos.',
        'Puede cancelar un plan de pago en cualquier momento desde la página Suscripción; seguirá activo hasta el final del periodo que haya pagado. No reembolsamos meses parciales, salvo que la ley lo exija.',
        'Anunciamos los cambios de precio al menos 30 días antes de que se le apliquen.',
      ],
    },
    {
      heading: 'Disponibilidad y responsabilidad',
      paragraphs: [
        'Nos esforzamos por mantener Folio en funcionamiento y sus datos a salvo, y hacemos copias de seguridad periódicas, pero no podemos garantizar que el servicio no se interrumpa nunca. Folio se ofrece tal cual. Los planes Business pueden incluir un acuerdo de nivel de servicio con compromisos concretos.',
        'En la medida en que la ley lo permita, nuestra responsabilidad total por cualquier reclamación se limita al importe que nos haya pagado en los doce meses anteriores a que esta surgiera. Nada de lo aquí dispuesto limita una responsabilidad que la ley no permita limitar.',
      ],
    },
    {
      heading: 'Fin del contrato',
      paragraphs: [
        'Puede dejar de usar Folio y pedirnos que eliminemos su cuenta en cualquier momento. Si algún día cerramos el servicio, se lo avisaremos con al menos 60 días de antelación y le daremos una forma de exportar sus datos.',
      ],
    },
    {
      heading: 'Cambios en estas condiciones',
      paragraphs: [
        'Si modificamos estas condiciones de forma relevante, avisaremos por correo electrónico a los titulares de las cuentas antes de que el cambio entre en vigor. Seguir usando Folio después supone aceptar las nuevas condiciones.',
      ],
    },
  ],
} satisfies Translation<typeof en>;
