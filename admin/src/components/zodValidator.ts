/** The part of a zod schema we use; structural, so admin does not depend on domain's copy of zod. */
export type Parser = {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/**
 * react-admin record-level validation from a domain zod schema: each issue's message goes to its field
 * (nested paths joined with dots, as react-hook-form names them). Only the first message per field is kept.
 */
export function zodValidator(schema: Parser) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.') || '_form';
      errors[path] ??= issue.message;
    }
    return errors;
  };
}
