import { PUBLICATION_STATUS_LABELS, STAFF_MESSAGES } from '@cvc/domain';

const LOADING = 'Carregando...';

/** The console's name: the app bar and the browser tab. */
export const CONSOLE_TITLE = 'Painel administrativo';

/**
 * The console's own texts: SPEC §2 labels, resource names and field labels. react-admin looks resource and
 * field labels up under `resources.<name>`, and so does the change history (resources/audit/fieldLabels.ts),
 * so a field is called the same on its form and in Histórico; the SPEC's prompts and errors live under `cvc`.
 */
export const consoleMessages = {
  ra: {
    page: { loading: LOADING, dashboard: 'Dashboard' },
    message: { loading: LOADING },
  },
  cvc: {
    loading: LOADING,
    welcome: 'Bem-vindo ao painel administrativo',
    viewSite: 'Ver Site',
    logout: 'Sair',
    clearCache: 'Limpar cache',
    clearCacheConfirm: 'Limpar cache e recarregar a página?',
    menu: {
      content: 'Conteúdo',
      crm: 'CRM',
      partners: 'Parceiros',
      events: 'Eventos',
      tools: 'Ferramentas',
      // SPEC §2 'Participantes {product}': the product's short name is CVC.
      participants: 'Participantes CVC',
    },
    login: {
      login: 'Login',
      password: 'Senha',
      submit: 'Entrar',
      submitting: 'Entrando...',
      failed: 'Credenciais inválidas. Por favor, tente novamente.',
      // Why the console signed the member out by itself (providers/signOutReason.ts).
      removed: 'Seu acesso ao painel foi removido. Fale com um administrador.',
      ended: STAFF_MESSAGES.sessionEnded,
      reset:
        'O segundo fator da sua conta foi redefinido por um administrador. Defina uma nova senha pelo link enviado ao seu e-mail e entre para cadastrar um novo celular.',
      forgot: 'Esqueci minha senha',
    },
    // The same answer whether or not the address has an account, so the form reveals none.
    passwordReset: {
      title: 'Redefinir senha',
      intro: 'Informe o e-mail com que você entra no painel. Enviaremos um link para criar uma nova senha.',
      email: 'E-mail',
      submit: 'Enviar link',
      submitting: 'Enviando...',
      back: 'Voltar ao login',
      sent: 'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Confira a caixa de entrada e o spam.',
      invalidEmail: 'Informe um e-mail válido, como nome@empresa.com.br.',
      network: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
      tooMany: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
      failed: 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.',
    },
    dashboard: {
      title: 'Painel',
      total: 'Total: %{total}',
      empty: 'Nenhum registro no período.',
      failed: 'Não foi possível carregar os números do painel.',
      showTable: 'Ver tabela',
      hideTable: 'Ocultar tabela',
      leadsByWeek: 'Leads por semana e origem (últimas 12 semanas)',
      leadsByStatus: 'Leads por status',
      signUps: 'Inscrições por evento (próximos eventos)',
      downloads: 'Downloads por relatório (últimos 90 dias)',
      subscribers: 'Inscritos na newsletter (últimas 12 semanas)',
      week: 'Semana',
      status: 'Status',
      event: 'Evento',
      report: 'Relatório',
    },
    crawler: {
      title: 'Crawler',
      notice:
        'O rastreamento de notícias sobre CVCs precisa da configuração de edge functions e está em desenvolvimento.',
      marketData: 'Dados de mercado',
      cvcDirectory: 'Diretório de CVCs',
    },
    // The news and opinion edit screens' preview (components/PreviewButton.tsx).
    preview: {
      open: 'Pré-visualizar',
      language: 'Idioma da pré-visualização',
      unsaved: 'A pré-visualização mostra a última versão salva. Salve para ver as alterações.',
      blocked: 'O navegador bloqueou a nova aba. Permita pop-ups deste site e tente novamente.',
      failed: 'Não foi possível abrir a pré-visualização. Entre novamente no painel e tente outra vez.',
    },
    sponsors: {
      name: 'Nome do patrocinador',
      logoUrl: 'URL do logo',
      add: 'Adicionar logo',
      remove: 'Remover',
    },
    deny: 'Você não tem permissão para acessar esta área.',
    // SPEC §8: 'Erro ao criar: {message}' / 'Erro ao atualizar: {message}' when the database refuses a save.
    createFailed: 'Erro ao criar: %{message}',
    updateFailed: 'Erro ao atualizar: %{message}',
    unknownError: 'Erro desconhecido',
    // Per entity: SPEC §8 save-failure noun, delete confirmation and delete-failure text (absent: only logged).
    entities: {
      news: entity('notícia', 'Tem certeza que deseja excluir esta notícia?', 'Erro ao excluir notícia'),
      opinions: entity('opinião', 'Tem certeza que deseja excluir esta opinião?', 'Erro ao excluir opinião'),
      columnists: entity(
        'colunista',
        'Tem certeza que deseja excluir este colunista?',
        'Erro ao excluir colunista',
      ),
      reports: entity('relatório', 'Tem certeza?'),
      partners: entity('parceiro', 'Tem certeza?'),
      maintainers: entity(
        'mantenedor',
        'Tem certeza que deseja excluir este mantenedor?',
        'Erro ao excluir mantenedor',
      ),
      participants: entity(
        'participante',
        'Tem certeza que deseja excluir este participante?',
        'Erro ao excluir participante',
      ),
      suppliers: entity('fornecedor', 'Tem certeza?'),
      events: entity('evento', 'Tem certeza que deseja excluir este evento?'),
      'market-sectors': entity('setor', 'Tem certeza?', 'Erro ao excluir setor'),
      cvcs: entity('CVC', 'Tem certeza que deseja excluir este CVC?', 'Erro ao excluir CVC'),
      'newsletter-editions': entity(
        'edição',
        'Tem certeza que deseja excluir este rascunho de edição?',
        'Erro ao excluir edição',
      ),
    },
  },
  resources: {
    news: {
      name: 'Notícia |||| Notícias',
      fields: {
        title: 'Título',
        summary: 'Resumo',
        content: 'Conteúdo',
        content_format: 'Formato do conteúdo',
        source_url: 'URL da fonte',
        image_url: 'URL da imagem',
        status: 'Status',
        slug: 'Slug',
        published_at: 'Publicado em',
        unpublish_at: 'Retirar do site em',
        created_at: 'Criado em',
        cvcs_mentioned: 'CVCs mencionados (um por linha)',
      },
    },
    opinions: {
      name: 'Opinião |||| Opiniões',
      fields: {
        columnist_id: 'Colunista',
        title: 'Título',
        summary: 'Resumo',
        content: 'Conteúdo',
        content_format: 'Formato do conteúdo',
        image_url: 'URL da imagem',
        partner_logo_url: 'URL do logo do parceiro',
        source_url: 'URL do artigo original',
        status: 'Status',
        slug: 'Slug',
        published_at: 'Publicado em',
        unpublish_at: 'Retirar do site em',
        created_at: 'Criado em',
      },
    },
    columnists: {
      name: 'Colunista |||| Colunistas',
      fields: {
        name: 'Nome',
        bio: 'Biografia',
        photo_url: 'URL da foto',
        position: 'Cargo',
        company: 'Empresa',
        linkedin_url: 'URL do LinkedIn',
        created_at: 'Criado em',
      },
    },
    reports: {
      name: 'Relatório |||| Relatórios',
      fields: {
        title: 'Título',
        description: 'Descrição',
        pdf_url: 'URL do PDF',
        cover_image_url: 'URL da capa',
        category: 'Categoria',
        is_free: 'Gratuito',
        price: 'Preço (R$)',
        checkout_url: 'URL de checkout',
        published_at: 'Publicado em',
        unpublish_at: 'Retirar do site em',
      },
    },
    ...partnerLike('partners', 'Parceiro |||| Parceiros'),
    ...partnerLike('maintainers', 'Mantenedor |||| Mantenedores'),
    ...partnerLike('participants', 'Participante |||| Participantes'),
    suppliers: {
      name: 'Fornecedor |||| Fornecedores',
      fields: {
        name: 'Nome',
        description: 'Descrição',
        category: 'Categoria',
        services: 'Serviços (um por linha)',
        website_url: 'Site',
        contact_email: 'E-mail de contato',
        contact_phone: 'Telefone de contato',
        logo_url: 'URL do logo',
        featured: 'Destaque',
        status: 'Status',
      },
    },
    events: {
      name: 'Evento |||| Eventos',
      fields: {
        title: 'Título',
        date: 'Data',
        start_time: 'Início',
        end_time: 'Término',
        location: 'Local',
        description: 'Descrição curta',
        full_description: 'Descrição completa',
        image_url: 'URL da imagem',
        registration_url: 'URL de inscrição',
        sponsors: 'Patrocinadores',
        sponsor_logos: 'Logos dos patrocinadores',
        enabled: 'Habilitado',
        capacity: 'Vagas',
        published_at: 'Publicado em',
        unpublish_at: 'Retirar do site em',
      },
      hints: { capacity: 'Vazio: sem limite de vagas' },
    },
    'market-sectors': {
      name: 'Setor |||| Dados de mercado',
      fields: { name: 'Setor', cvcs: 'CVCs', maturity: 'Maturidade (0-100)', percentage: 'Percentual (%)' },
    },
    cvcs: {
      name: 'CVC |||| Diretório de CVCs',
      fields: {
        name: 'Nome do CVC',
        sector: 'Setor',
        portfolio_startups: 'Startups no portfólio',
        investments: 'Investimentos',
        main_stage: 'Estágio principal',
        // Derived from the name on save (the site's lookup key); the history names it.
        name_key: 'Nome para busca (derivado do nome)',
      },
    },
    // The CRM lists' columns: the list and the change history name a field alike.
    leads: {
      name: 'Lead |||| Leads',
      selected: '1 lead selecionado |||| %{smart_count} leads selecionados',
      fields: {
        created_at: 'Data',
        name: 'Nome',
        email: 'E-mail',
        phone: 'Telefone',
        // The list's column shows the email and the phone together.
        contact: 'Contato',
        company: 'Empresa',
        source: 'Origem',
        status: 'Status',
        notes: 'Notas',
      },
    },
    rsvp: {
      name: 'Inscrição |||| Inscrições',
      fields: {
        name: 'Nome',
        email: 'Email',
        company: 'Empresa',
        position: 'Cargo',
        phone: 'Telefone',
        event_id: 'Evento',
        created_at: 'Data Inscrição',
      },
    },
    'report-downloads': {
      name: 'Download |||| Downloads',
      fields: {
        name: 'Nome',
        email: 'Email',
        company: 'Empresa',
        report_title: 'Relatório',
        downloaded_at: 'Data',
      },
    },
    newsletter: {
      name: 'Newsletter |||| Newsletter',
      fields: {
        email: 'Email',
        language: 'Idioma',
        source: 'Origem',
        requested_at: 'Pedido em',
        confirmed_at: 'Confirmado em',
      },
    },
    staff: {
      name: 'Equipe |||| Equipe',
      fields: {
        name: 'Nome',
        email: 'E-mail',
        access: 'Acesso',
        factors: 'Segundo fator',
        last_sign_in: 'Último acesso',
      },
    },
    'newsletter-editions': { name: 'Edição da newsletter |||| Edições da newsletter' },
  },
  publication: PUBLICATION_STATUS_LABELS,
};

function entity(noun: string, confirmDelete: string, deleteFailed = '') {
  return { saveFailed: `Erro ao salvar ${noun}: %{message}`, confirmDelete, deleteFailed };
}

function partnerLike(resource: string, name: string) {
  return {
    [resource]: {
      name,
      fields: {
        name: 'Nome',
        logo_url: 'URL do Logo',
        website_url: 'Site',
        display_order: 'Ordem de exibição',
        partner_type: 'Tipo',
        // Derived from the type on save; the history names it.
        is_maintainer: 'Mantenedor',
      },
    },
  };
}
