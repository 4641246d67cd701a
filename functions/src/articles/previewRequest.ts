import {
  ARTICLE_BODY_FORMAT,
  LANGUAGES,
  can,
  isTranslationLanguage,
  itemInLanguage,
  claimsFromStaffRecord,
  newsSchema,
  opinionSchema,
  type ArticleKind,
  type Language,
  type PermissionKey,
  type StaffClaims,
  approvedSecondStep,
} from '@cvc/domain';
import type { ArticlePreview } from '@cvc/web';

// The pure half of the preview: what a request must carry, who may see an item, and the page it becomes.
// Tested directly; articlePreview.ts adds Auth, Firestore and the renderer.

/** What staff read in the preview tab when it cannot show the item (the console is in Portuguese). */
export const PREVIEW_MESSAGES = {
  signIn: 'Entre no painel para pré-visualizar.',
  sessionEnded: 'Sua sessão expirou ou foi encerrada. Entre no painel novamente para pré-visualizar.',
  forbidden: 'Você não tem permissão para pré-visualizar este conteúdo.',
  invalid: 'Pedido de pré-visualização inválido. Abra a pré-visualização pelo painel.',
  notFound: 'Este item não existe mais. Ele pode ter sido excluído.',
  failed: 'Não foi possível montar a pré-visualização. Tente novamente em instantes.',
  methodNotAllowed: 'Abra a pré-visualização pelo botão Pré-visualizar do painel.',
  problems: 'Este item tem campos a corrigir antes de ser publicado:',
} as const;

/** The edit form's labels of the fields a stored item can get wrong (the console's, admin/src/texts/catalogue.ts). */
export const PREVIEW_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Título',
  summary: 'Resumo',
  content: 'Conteúdo',
  source_url: 'URL da fonte',
  image_url: 'URL da imagem',
  status: 'Status',
  cvcs_mentioned: 'CVCs mencionados',
  columnist_id: 'Colunista',
  partner_logo_url: 'URL do logo do parceiro',
};

/** A translation's field is named after its tab, as the console's form names it. */
export const PREVIEW_TRANSLATION_TABS = { en: 'Tradução em inglês', es: 'Tradução em espanhol' } as const;

/** The collection of each kind, as the translations name it. */
const TRANSLATED_KIND = { news: 'news', opinion: 'opinions' } as const;

/** A refusal: the status and the message the preview tab shows. */
export class PreviewRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

/** The key that writes each kind: only those who may edit an item see it before it is public. */
export const PREVIEW_KEYS: Readonly<Record<ArticleKind, PermissionKey>> = {
  news: 'news',
  opinion: 'opinions',
};

export interface PreviewRequest {
  token: string;
  kind: ArticleKind;
  id: string;
  language: Language;
}

const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? body[name].trim() : '';

/** A form post's fields (the console's Pré-visualizar control); no token is a 401, anything else wrong a 400. */
export function parsePreviewRequest(body: unknown): PreviewRequest {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const token = field(fields, 'token');
  if (!token) throw new PreviewRefusal(401, PREVIEW_MESSAGES.signIn);
  const kind = field(fields, 'kind');
  const id = field(fields, 'id');
  const language = field(fields, 'language') || 'pt';
  const idValid = id !== '' && id.length <= 128 && !id.includes('/') && id !== '.' && id !== '..';
  if ((kind !== 'news' && kind !== 'opinion') || !idValid || !LANGUAGES.includes(language as Language)) {
    throw new PreviewRefusal(400, PREVIEW_MESSAGES.invalid);
  }
  return { token, kind, id, language: language as Language };
}

/**
 * As the rules' can(): the token's claims grant the key and so does the staff record now, so a member whose
 * key or access was removed minutes ago (their token still says otherwise) is refused.
 */
export function mayPreview(
  claims: StaffClaims & { firebase?: unknown; auth_time?: unknown },
  staffRecord: unknown,
  kind: ArticleKind,
): boolean {
  const key = PREVIEW_KEYS[kind];
  // A token from the password alone opens nothing staff-only, a draft's preview included, and neither does one
  // whose factor the member never confirmed by mail, nor one signed in before an admin reset their factors.
  if (!approvedSecondStep(claims, staffRecord)) return false;
  return can(claims, key) && can(claimsFromStaffRecord(staffRecord), key);
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
function date(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  return typeof toDate === 'function' ? (toDate.call(value) as Date) : null;
}

/**
 * The stored document as the renderer takes it in `language`: its translation's title, summary, body and slug
 * over the original when it has one (a translation's body is always Markdown), else the Portuguese, with the
 * language its text is in. Absent or mistyped fields read as empty, never as a crash.
 */
export function articlePreviewOf(
  kind: ArticleKind,
  id: string,
  stored: Record<string, unknown>,
  language: Language = 'pt',
): ArticlePreview {
  const { item: data, language: contentLanguage } = itemInLanguage(TRANSLATED_KIND[kind], stored, language);
  const mentioned = Array.isArray(data.cvcs_mentioned) ? data.cvcs_mentioned : [];
  return {
    kind,
    id,
    title: text(data.title),
    summary: text(data.summary),
    content: text(data.content),
    content_format: contentLanguage === 'pt' ? optionalText(data.content_format) : ARTICLE_BODY_FORMAT,
    content_language: contentLanguage,
    slug: text(data.slug),
    image_url: optionalText(data.image_url),
    published_at: date(data.published_at),
    source_url: optionalText(data.source_url),
    partner_logo_url: optionalText(data.partner_logo_url),
    columnist_id: optionalText(data.columnist_id),
    cvcs_mentioned: mentioned.filter((name): name is string => typeof name === 'string'),
  };
}

/** A field's label in the form: a translation's field after its tab ('Tradução em inglês: Título'). */
function problemLabel(path: readonly PropertyKey[]): string {
  const [first = '', language, inner] = path.map(String);
  const label = (field: string) => PREVIEW_FIELD_LABELS[field] ?? field;
  if (first === 'translations' && isTranslationLanguage(language) && inner) {
    return `${PREVIEW_TRANSLATION_TABS[language]}: ${label(inner)}`;
  }
  return label(first);
}

/**
 * What today's form would refuse in the stored item, as "Label: message": the preview shows what it can and
 * names these, so an item saved long ago, or written outside the console, is fixed before it goes out.
 */
export function previewProblems(kind: ArticleKind, data: Record<string, unknown>): string[] {
  const result = (kind === 'news' ? newsSchema : opinionSchema).safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${problemLabel(issue.path)}: ${issue.message}`);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The problems above the page, in a banner announced to screen readers; the page itself is untouched. */
export function withProblemsBanner(html: string, problems: readonly string[]): string {
  if (problems.length === 0) return html;
  const items = problems.map((problem) => `<li>${escapeText(problem)}</li>`).join('');
  const banner =
    '<aside role="alert" lang="pt-BR" style="margin:0;padding:16px 24px;background:#fff4e5;color:#5f2b00;' +
    `border-bottom:2px solid #b45309;font:16px/1.5 system-ui,sans-serif"><p style="margin:0 0 8px;font-weight:700">` +
    `${escapeText(PREVIEW_MESSAGES.problems)}</p><ul style="margin:0;padding-left:20px">${items}</ul></aside>`;
  return html.replace(/<body[^>]*>/, (body) => `${body}${banner}`);
}

/** A refusal or failure as a small page of its own, in the console's language. */
export function previewMessagePage(message: string): string {
  const escaped = escapeText(message);
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Pré-visualização</title></head><body><p>${escaped}</p></body></html>`;
}
