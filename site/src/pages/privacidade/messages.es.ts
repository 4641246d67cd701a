import type { PrivacyMessages } from './messages.pt';

export const es: PrivacyMessages = {
  eyebrow: 'Privacidad',
  title: 'Aviso de Privacidad',
  lead: 'Cómo la asociación trata los datos personales que usted envía por este sitio, conforme a la Ley General de Protección de Datos de Brasil (LGPD, Ley 13.709/2018).',
  version: 'Versión {{version}}',
  controllerTitle: 'Quién es el responsable',
  controllerText: 'El responsable (controlador) de sus datos personales, que decide cómo se tratan, es:',
  collectedTitle: 'Qué recopilamos, para qué y con qué base legal',
  collectedIntro:
    'Solo recopilamos lo que usted escribe en un formulario, y cada formulario indica para qué sirve antes del envío:',
  forms: [
    {
      name: 'Asociación, Trusted Advisor, Formación Ejecutiva y las páginas de los programas (Venture Lab, Revolución 2030)',
      data: 'nombre, correo electrónico, empresa, teléfono y, en algunos, cargo',
      purpose: 'responder a su solicitud de contacto o de inscripción',
      basis: 'procedimientos preliminares a un contrato, a pedido del titular (art. 7, V)',
    },
    {
      name: 'Inscripción en un evento',
      data: 'nombre, correo electrónico, empresa, cargo y teléfono',
      purpose: 'registrar su inscripción, confirmarla por correo y organizar el evento',
      basis: 'ejecución de lo que usted pidió al inscribirse (art. 7, V)',
    },
    {
      name: 'Descarga de informe',
      data: 'nombre, correo electrónico y empresa',
      purpose: 'enviarle el informe y saber quién lo lee, para planificar los próximos',
      basis: 'atender su solicitud (art. 7, V) e interés legítimo de la asociación (art. 7, IX)',
    },
  ],
  formLabels: { data: 'Datos', purpose: 'Para qué', basis: 'Base legal' },
  alsoRecorded:
    'Con cada envío guardamos también el idioma del sitio (para responder en él), la versión de este aviso que usted vio y su elección sobre comunicaciones de marketing.',
  marketing:
    'Comunicaciones de marketing (novedades, eventos, contenidos) solo con su consentimiento (art. 7, I): una casilla propia, opcional y nunca marcada de antemano. Puede retirarlo en cualquier momento, con el enlace para darse de baja de cada correo o escribiendo al encargado.',
  recipientsTitle: 'Quién recibe los datos',
  recipients: [
    'Google (Firebase), encargado del tratamiento que aloja el sitio, la base de datos y las funciones que procesan los formularios; sus servidores pueden estar fuera de Brasil, con las garantías del art. 33 de la LGPD.',
    'El proveedor de correo (SMTP) que entrega los mensajes que le enviamos.',
    'El equipo de la asociación que atiende su solicitud. No vendemos ni cedemos datos a terceros.',
  ],
  retentionTitle: 'Cuánto tiempo los conservamos',
  retention: [
    'Solicitudes de contacto e inscripciones en programas: 2 años.',
    'Inscripciones en eventos: 180 días después del evento.',
    'Descargas de informes: 2 años.',
    'Copias de los correos enviados: 90 días.',
  ],
  retentionNote: 'Pasado el plazo, los registros se eliminan automáticamente (en aproximadamente un día).',
  rightsTitle: 'Sus derechos',
  rightsIntro: 'Según la LGPD (art. 18), usted puede solicitar en cualquier momento:',
  rights: [
    'confirmación de que tratamos sus datos y acceso a ellos;',
    'corrección de datos incompletos, inexactos o desactualizados;',
    'anonimización, bloqueo o eliminación de datos innecesarios o tratados en disconformidad;',
    'portabilidad de los datos;',
    'eliminación de los datos tratados con su consentimiento;',
    'información sobre con quién compartimos los datos y sobre la posibilidad de no consentir;',
    'revocación del consentimiento.',
  ],
  rightsHow:
    'Para ejercer cualquiera de ellos, escriba al encargado (abajo) desde el correo usado en el formulario. Respondemos en un plazo de 15 días. También puede presentar una petición a la Autoridad Nacional de Protección de Datos de Brasil (ANPD).',
  dpoTitle: 'Encargado de protección de datos',
  dpoText: 'El encargado (art. 41) es su canal con la asociación sobre sus datos:',
  securityTitle: 'Protección contra abusos',
  security:
    'Cuando App Check de Firebase está activo, los formularios están protegidos por reCAPTCHA Enterprise de Google, que analiza la interacción del navegador para distinguir personas de robots, bajo la política de privacidad de Google.',
  storageTitle: 'Cookies y almacenamiento en el navegador',
  storage:
    'Este sitio no guarda cookies propias. En su navegador solo conserva el idioma que usted eligió (la clave "language" de localStorage), para abrir el sitio en él la próxima vez. Cuando App Check está activo y usted empieza un formulario, Firebase guarda un token de verificación de corta duración en IndexedDB y reCAPTCHA de Google guarda la cookie _GRECAPTCHA en el dominio de Google.',
  labels: { name: 'Nombre', address: 'Dirección', email: 'Correo electrónico' },
};
