export const pt = {
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
};

/** The privacy namespace's messages, as every language has them. */
export type PrivacyMessages = typeof pt;
