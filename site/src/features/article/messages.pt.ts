export const pt = {
  back: 'Voltar',
  news: 'Notícia',
  opinion: 'Opinião',
  share: 'Compartilhar',
  shareOn: 'Compartilhar no {{network}}',
  copy: 'Copiar link',
  copied: 'Copiado!',
  continueReading: 'Continue lendo',
  readMore: 'Ler artigo',
  source: 'Ler na fonte original',
  partner: 'Publicado em parceria com',
  mentionedCvcs: 'CVCs citados nesta notícia',
  sector: 'Setor',
  notFound: 'Artigo não encontrado',
  notFoundText: 'O artigo que você procura não existe ou não está mais disponível.',
  home: 'Voltar para a página inicial',
};

/** The article namespace's messages, as every language has them. */
export type ArticleMessages = typeof pt;
