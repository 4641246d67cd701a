import { ASSOCIATION_NAME, type Language } from '@cvc/domain';
import { HTML_LANG, escapeHtml } from '@cvc/web';

// The small pages a link in our mail opens (unsubscribe, cancel a sign-up): a title, one message and, when the
// link asks to confirm, a form that POSTs back to the page's own address.

const STYLE =
  'body{margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5}' +
  'main{max-width:560px;margin:40px auto;background:#fff;padding:24px;border-radius:8px}' +
  'h1{font-size:22px;margin:0 0 16px}' +
  'button{background:#0b5cad;color:#fff;border:0;border-radius:6px;padding:10px 18px;font-size:15px;cursor:pointer}' +
  'footer{margin-top:24px;font-size:12px;color:#6b7280}';

/** A whole, `noindex` HTML page; `title` and `message` are escaped here, `form` is the caller's own markup. */
export function linkPage({
  language,
  title,
  message,
  form = '',
}: {
  language: Language;
  title: string;
  message: string;
  form?: string;
}): string {
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${form}`,
    `<footer>${escapeHtml(ASSOCIATION_NAME)}</footer></main></body></html>`,
  ].join('\n');
}
