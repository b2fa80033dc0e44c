import type { Translation } from '../../../lib/i18n';
import type en from './en';

export default {
  headline: 'Clientes, proyectos y facturas en un solo lugar',
  createAFreeAccount: 'Crear una cuenta gratuita',
  features: 'Funciones',
  featuresIntro: 'Todo lo que un equipo pequeño necesita para cobrar por su trabajo.',
  pricing: 'Precios',
  pricingIntro: 'Empiece gratis. Cambie de plan cuando su equipo crezca.',
  mostPopular: 'El más elegido',
  frequentlyAskedQuestions: 'Preguntas frecuentes',
  faqIntro: 'Respuestas breves a lo que más nos preguntan.',
  intro:
    'Folio es un CRM sencillo con facturación para autónomos y equipos pequeños. Reúna clientes, proyectos y facturas, trabaje en ellos con su equipo y consulte lo que ha cobrado.',
  featureList: [
    {
      title: 'Clientes y notas',
      text: 'Datos de contacto, direcciones y etiquetas de cada cliente, con notas que todo su equipo puede leer.',
    },
    {
      title: 'Proyectos y presupuestos',
      text: 'Siga cada proyecto con su cliente, presupuesto, moneda, fecha de entrega y estado.',
    },
    {
      title: 'Facturas y cobros',
      text: 'Cree facturas numeradas a partir de conceptos, envíelas en PDF y registre los cobros a medida que llegan.',
    },
    {
      title: 'Roles del equipo',
      text: 'Invite a sus compañeros como administrador, gestor o lector, para que cada uno vea y cambie solo lo que le corresponde.',
    },
    {
      title: 'Búsqueda y filtros',
      text: 'Encuentre cualquier cliente, proyecto o factura desde un solo buscador y filtre las listas por estado, cliente o etiqueta.',
    },
    {
      title: 'Registro de cambios',
      text: 'Cada cambio queda registrado con quién lo hizo y cuándo, y el registro se exporta a CSV.',
    },
  ],
  freeOrganizations: '{count, plural, one {# organización} other {# organizaciones}}',
  freeUsers: '{count, plural, one {# usuario} other {# usuarios}}',
  freeClients: '{count, plural, one {# cliente} other {# clientes}}',
  freeInvoicesPerMonth: '{count, plural, one {# factura} other {# facturas}} al mes',
  plans: {
    free: { name: 'Gratis', price: '0 $', cta: 'Empezar gratis' },
    pro: {
      name: 'Pro',
      price: '19 $',
      period: 'al mes',
      points: ['Usuarios y clientes ilimitados', 'Soporte prioritario'],
      cta: 'Empezar con Pro',
    },
    business: {
      name: 'Business',
      price: 'Hable con ventas',
      points: [
        'Acuerdo de nivel de servicio',
        'Inicio de sesión único',
        'Campos personalizados',
        'Puesta en marcha guiada',
      ],
      cta: 'Hablar con ventas',
      mailSubject: 'Folio Business',
    },
  },
  questions: [
    {
      question: '¿Puedo importar mis datos desde un archivo CSV?',
      answer:
        'La importación CSV está en nuestra hoja de ruta. Mientras tanto, envíenos su exportación por correo y le ayudaremos a migrarla.',
    },
    {
      question: '¿Ofrecen descuentos?',
      answer:
        'Sí. Las startups y las organizaciones sin ánimo de lucro tienen descuento: escríbanos unas líneas sobre su equipo.',
    },
    {
      question: '¿Cómo se protegen mis datos?',
      answer:
        'Todo el tráfico va cifrado con HTTPS, el acceso dentro de su equipo sigue los roles y sus datos se copian con regularidad.',
    },
  ],
} satisfies Translation<typeof en>;
