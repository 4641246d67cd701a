import type { ArticleKind, Language } from '@cvc/domain';
import { ARTICLE_PREVIEW_PATH } from '@cvc/web';

export interface PreviewFields {
  token: string;
  kind: ArticleKind;
  id: string;
  language: Language;
}

/**
 * Posts the preview request into the tab named `target`: the ID token travels in the body, so it never lands
 * in an address, a history entry or a server log. The form is removed once sent.
 */
export function postPreview(doc: Document, fields: PreviewFields, target: string): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = ARTICLE_PREVIEW_PATH;
  form.target = target;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
