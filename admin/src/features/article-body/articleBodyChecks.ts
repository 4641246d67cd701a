import type { Parser } from '../../components/zodValidator';
import { imagesWithoutAlt } from '../../providers/markdownBody';

export const MISSING_ALT =
  'Toda imagem precisa de uma descrição para quem não a vê: escreva-a entre os colchetes, ![descrição](https://…).';

type Issues = { path: readonly PropertyKey[]; message: string }[];

/**
 * A news or opinion schema with the body's own check: an image without a description is refused. Record-level,
 * like the schema's messages, because react-admin does not run an input's validate beside a form's.
 */
export function withArticleBodyChecks(schema: Parser): Parser {
  return {
    safeParse(value: unknown) {
      const result = schema.safeParse(value);
      const content = (value as { content?: unknown } | null)?.content;
      const issues: Issues =
        typeof content === 'string' && imagesWithoutAlt(content) > 0
          ? [{ path: ['content'], message: MISSING_ALT }]
          : [];
      if (issues.length === 0) return result;
      return {
        success: false,
        error: { issues: [...(result.success ? [] : result.error.issues), ...issues] },
      };
    },
  };
}
