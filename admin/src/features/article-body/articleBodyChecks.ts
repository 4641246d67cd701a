import { TRANSLATION_LANGUAGES, translationOf } from '@cvc/domain';
import type { Parser } from '../../components/zodValidator';
import { hiddenParts, imagesWithoutAlt } from '../../providers/markdownBody';
import { TRANSLATION_TEXTS } from '../../texts/translations';

export const MISSING_ALT =
  'Toda imagem precisa de uma descrição para quem não a vê: escreva-a entre os colchetes, ![descrição](https://…).';

type Issues = { path: readonly PropertyKey[]; message: string }[];

/** What a body refuses: an image without a description; in a translation, parts the page would leave out too. */
function bodyIssues(content: unknown, path: readonly PropertyKey[], refuseHidden: boolean): Issues {
  if (typeof content !== 'string') return [];
  if (imagesWithoutAlt(content) > 0) return [{ path, message: MISSING_ALT }];
  const hidden = refuseHidden ? hiddenParts(content) : [];
  return hidden.length > 0 ? [{ path, message: TRANSLATION_TEXTS.bodyHidden(hidden.join(' · ')) }] : [];
}

/**
 * A news or opinion schema with the body's own check: an image without a description is refused; a
 * translation's body is also refused where the page would strip part of it (the original warns beside it).
 * Record-level, like the schema's messages, because react-admin does not run an input's validate beside a form's.
 */
export function withArticleBodyChecks(schema: Parser): Parser {
  return {
    safeParse(value: unknown) {
      const result = schema.safeParse(value);
      const record = (value ?? {}) as Record<string, unknown>;
      const issues: Issues = [
        ...bodyIssues(record.content, ['content'], false),
        ...TRANSLATION_LANGUAGES.flatMap((language) =>
          bodyIssues(translationOf(record, language)?.content, ['translations', language, 'content'], true),
        ),
      ];
      if (issues.length === 0) return result;
      return {
        success: false,
        error: { issues: [...(result.success ? [] : result.error.issues), ...issues] },
      };
    },
  };
}
