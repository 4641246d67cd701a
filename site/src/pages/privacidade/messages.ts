import { definePageMessages } from '../../features/i18n/pageMessages';

// The privacy notice (LGPD, Lei 13.709/2018). The controller's and the encarregado's details and the version come
// from the site settings; the retention periods are the functions' defaults (README, "Retention").
export const usePrivacyMessages = definePageMessages('privacy', {
  pt: {
    eyebrow: 'Privacidade',
    title: 'Aviso de Privacidade',
    lead: 'Como a associação trata os dados pessoais que você envia por este site, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018).',
    version: 'Versão {{version}}',
    controllerTitle: 'Quem é o controlador',
    controllerText: 'O controlador dos seus dados pessoais, que decide como eles são tratados, é:',
    collectedTitle: 'O que coletamos, para quê e com qual base legal',
    collectedIntro:
      'Só coletamos o que você digita em um formulário, e cada formulário diz para que serve antes do envio:',
    forms: [
      {
        name: 'Associe-se, Trusted Advisor, Formação Executiva e as páginas dos programas (Venture Lab, Revolução 2030)',
        data: 'nome, e-mail, empresa, telefone e, em alguns, cargo',
        purpose: 'responder ao seu pedido de contato ou de inscrição',
        basis: 'procedimentos preliminares a um contrato, a pedido do titular (art. 7º, V)',
      },
      {
        name: 'Inscrição em evento',
        data: 'nome, e-mail, empresa, cargo e telefone',
        purpose: 'registrar a sua inscrição, confirmá-la por e-mail e organizar o evento',
        basis: 'execução do que você pediu ao se inscrever (art. 7º, V)',
      },
      {
        name: 'Download de relatório',
        data: 'nome, e-mail e empresa',
        purpose: 'enviar o relatório e saber quem o lê, para planejar os próximos',
        basis: 'atender ao seu pedido (art. 7º, V) e legítimo interesse da associação (art. 7º, IX)',
      },
    ],
    formLabels: { data: 'Dados', purpose: 'Para quê', basis: 'Base legal' },
    alsoRecorded:
      'Com cada envio guardamos também o idioma do site (para responder nele), a versão deste aviso que você viu e a sua escolha sobre comunicações de marketing.',
    marketing:
      'Comunicações de marketing (novidades, eventos, conteúdos) só com o seu consentimento (art. 7º, I): uma caixa própria, opcional e nunca marcada de antemão. Você pode retirá-lo a qualquer momento, pelo link de descadastro de cada e-mail ou escrevendo ao encarregado.',
    recipientsTitle: 'Quem recebe os dados',
    recipients: [
      'Google (Firebase), operador que hospeda o site, o banco de dados e as funções que processam os formulários; os servidores podem ficar fora do Brasil, com as garantias do art. 33 da LGPD.',
      'O provedor de e-mail (SMTP) que entrega as mensagens que enviamos a você.',
      'A equipe da associação que atende o seu pedido. Não vendemos nem cedemos dados a terceiros.',
    ],
    retentionTitle: 'Por quanto tempo guardamos',
    retention: [
      'Pedidos de contato e inscrições em programas: 2 anos.',
      'Inscrições em eventos: 180 dias depois do evento.',
      'Downloads de relatórios: 2 anos.',
      'Cópias dos e-mails enviados: 90 dias.',
    ],
    retentionNote: 'Passado o prazo, os registros são apagados automaticamente (em até cerca de um dia).',
    rightsTitle: 'Os seus direitos',
    rightsIntro: 'Pela LGPD (art. 18), você pode pedir a qualquer momento:',
    rights: [
      'confirmação de que tratamos dados seus e acesso a eles;',
      'correção de dados incompletos, inexatos ou desatualizados;',
      'anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade;',
      'portabilidade dos dados;',
      'eliminação dos dados tratados com o seu consentimento;',
      'informação sobre com quem compartilhamos os dados e sobre a possibilidade de não consentir;',
      'revogação do consentimento.',
    ],
    rightsHow:
      'Para exercer qualquer um deles, escreva ao encarregado (abaixo) a partir do e-mail usado no formulário. Respondemos em até 15 dias. Você também pode peticionar à Autoridade Nacional de Proteção de Dados (ANPD).',
    dpoTitle: 'Encarregado pelo tratamento de dados',
    dpoText: 'O encarregado (art. 41) é o seu canal com a associação sobre os seus dados:',
    securityTitle: 'Proteção contra abuso',
    security:
      'Quando o App Check do Firebase está ativo, os formulários são protegidos pelo reCAPTCHA Enterprise do Google, que analisa a interação do navegador para distinguir pessoas de robôs, sob a política de privacidade do Google.',
    storageTitle: 'Cookies e armazenamento no navegador',
    storage:
      'Este site não grava cookies próprios. No seu navegador ele guarda apenas o idioma que você escolheu (chave "language" do localStorage), para abrir o site nele da próxima vez. Quando o App Check está ativo e você começa a preencher um formulário, o Firebase guarda um token de verificação de curta duração no IndexedDB e o reCAPTCHA do Google grava o cookie _GRECAPTCHA no domínio do Google.',
    labels: { name: 'Nome', address: 'Endereço', email: 'E-mail' },
  },
  en: {
    eyebrow: 'Privacy',
    title: 'Privacy Notice',
    lead: 'How the association handles the personal data you send through this site, under Brazil’s General Data Protection Law (LGPD, Lei 13.709/2018).',
    version: 'Version {{version}}',
    controllerTitle: 'Who the controller is',
    controllerText: 'The controller of your personal data, who decides how it is processed, is:',
    collectedTitle: 'What we collect, why, and on what legal basis',
    collectedIntro:
      'We only collect what you type into a form, and each form says what it is for before you send it:',
    forms: [
      {
        name: 'Membership, Trusted Advisor, Executive Training and the programme pages (Venture Lab, Revolution 2030)',
        data: 'name, e-mail, company, phone and, on some, position',
        purpose: 'to answer your contact or sign-up request',
        basis: 'steps prior to a contract, at the data subject’s request (art. 7, V)',
      },
      {
        name: 'Event sign-up',
        data: 'name, e-mail, company, position and phone',
        purpose: 'to record your sign-up, confirm it by e-mail and organise the event',
        basis: 'carrying out what you asked for by signing up (art. 7, V)',
      },
      {
        name: 'Report download',
        data: 'name, e-mail and company',
        purpose: 'to send you the report and know who reads it, to plan the next ones',
        basis: 'answering your request (art. 7, V) and the association’s legitimate interest (art. 7, IX)',
      },
    ],
    formLabels: { data: 'Data', purpose: 'Why', basis: 'Legal basis' },
    alsoRecorded:
      'With each form we also keep the site language (to reply in it), the version of this notice you were shown and your choice about marketing messages.',
    marketing:
      'Marketing messages (news, events, content) only with your consent (art. 7, I): a box of its own, optional and never ticked in advance. You may withdraw it at any time, through the unsubscribe link in every e-mail or by writing to the data protection officer.',
    recipientsTitle: 'Who receives the data',
    recipients: [
      'Google (Firebase), the processor hosting the site, the database and the functions that handle the forms; its servers may be outside Brazil, with the safeguards of LGPD art. 33.',
      'The e-mail (SMTP) provider that delivers the messages we send you.',
      'The association’s staff who handle your request. We neither sell nor hand data over to third parties.',
    ],
    retentionTitle: 'How long we keep it',
    retention: [
      'Contact requests and programme sign-ups: 2 years.',
      'Event sign-ups: 180 days after the event.',
      'Report downloads: 2 years.',
      'Copies of the e-mails we send: 90 days.',
    ],
    retentionNote: 'Once the period ends, records are deleted automatically (within about a day).',
    rightsTitle: 'Your rights',
    rightsIntro: 'Under the LGPD (art. 18) you may ask at any time for:',
    rights: [
      'confirmation that we process your data, and access to it;',
      'correction of incomplete, inaccurate or outdated data;',
      'anonymisation, blocking or deletion of unnecessary data or data processed unlawfully;',
      'portability of the data;',
      'deletion of the data processed with your consent;',
      'information on whom we share the data with and on the possibility of not consenting;',
      'withdrawal of consent.',
    ],
    rightsHow:
      'To exercise any of them, write to the data protection officer (below) from the e-mail address you used on the form. We answer within 15 days. You may also petition Brazil’s National Data Protection Authority (ANPD).',
    dpoTitle: 'Data protection officer (encarregado)',
    dpoText: 'The data protection officer (art. 41) is your channel to the association about your data:',
    securityTitle: 'Protection against abuse',
    security:
      'When Firebase App Check is on, the forms are protected by Google reCAPTCHA Enterprise, which looks at the browser’s interaction to tell people from bots, under Google’s privacy policy.',
    storageTitle: 'Cookies and browser storage',
    storage:
      'This site sets no cookies of its own. In your browser it keeps only the language you chose (the "language" key of localStorage), to open the site in it next time. When App Check is on and you begin a form, Firebase keeps a short-lived verification token in IndexedDB and Google reCAPTCHA sets the _GRECAPTCHA cookie on Google’s domain.',
    labels: { name: 'Name', address: 'Address', email: 'E-mail' },
  },
  es: {
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
  },
});
