/** The article body editor's words: its toolbar and its live preview. */
export const ARTICLE_BODY_TEXTS = {
  toolbar: 'Formatação do conteúdo',
  actions: {
    bold: 'Negrito',
    italic: 'Itálico',
    link: 'Link',
    heading: 'Subtítulo',
    list: 'Lista',
    numbered: 'Lista numerada',
    quote: 'Citação',
    image: 'Imagem',
  },
  withShortcut: (label: string, key: string) => `${label} (Ctrl+${key} ou ⌘+${key})`,
  help:
    'Markdown: **negrito**, *itálico*, [texto do link](https://…), ## Subtítulo, ### Seção, ' +
    '- item de lista, 1. item numerado, > citação, ![descrição da imagem](https://…). Uma linha em branco separa parágrafos.',
  hidden: (parts: string) =>
    `A página não mostra estas partes do texto, que o site remove ao publicar: ${parts}`,
  preview: 'Pré-visualização',
  previewEmpty: 'O texto aparece aqui como na página.',
} as const;
