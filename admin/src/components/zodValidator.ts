/** The part of a zod schema we use; structural, so admin does not depend on domain's copy of zod. */
export type Parser = {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** Messages shaped like the form's values: react-admin reads nested fields' errors from nested objects. */
export type FormErrors = { [field: string]: string | FormErrors };

/**
 * react-admin record-level validation from a domain zod schema: each issue's message goes to its field, nested
 * as the values are (`{ offer: { price: '…' } }`; react-admin does not read dotted keys). Only the first message
 * per field is kept, and a field holding a message keeps it over its inner fields' ones.
 */
export function zodValidator(schema: Parser) {
  return (values: Record<string, unknown>): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length > 0 ? issue.path.map(String) : ['_form'];
      let node: FormErrors | undefined = errors;
      for (const key of path.slice(0, -1)) {
        const next: string | FormErrors = (node[key] ??= {});
        node = typeof next === 'string' ? undefined : next;
        if (!node) break;
      }
      if (node) node[path.at(-1)!] ??= issue.message;
    }
    return errors;
  };
}
