// What a public form shows next to a field the domain's schema (the same bounds as firestore.rules) refuses.
// No zod import: forms load this with their first render, the schemas only when a form is sent.

export type FieldProblem =
  { kind: 'required' } | { kind: 'email' } | { kind: 'tooLong'; max: number } | { kind: 'invalid' };

export type FieldProblems = Partial<Record<string, FieldProblem>>;

/** The part of a zod issue the mapping reads. */
interface Issue {
  code: string;
  path: readonly PropertyKey[];
  maximum?: number | bigint;
  format?: string;
}

interface Schema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/** Thrown before anything is sent, so the form can point at the fields instead of alerting a failure. */
export class InvalidInputError extends Error {
  constructor(readonly problems: FieldProblems) {
    super(`invalid input: ${Object.keys(problems).join(', ')}`);
    this.name = 'InvalidInputError';
  }
}

/** The schema's output, or an InvalidInputError naming each refused field (its first problem). */
export function parseInput<T>(schema: Schema<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= problemOf(issue);
  }
  throw new InvalidInputError(problems);
}

function problemOf(issue: Issue): FieldProblem {
  switch (issue.code) {
    case 'too_small':
    case 'invalid_type':
      return { kind: 'required' };
    case 'too_big':
      return { kind: 'tooLong', max: Number(issue.maximum) };
    case 'invalid_format':
      return issue.format === 'email' ? { kind: 'email' } : { kind: 'invalid' };
    default:
      return { kind: 'invalid' };
  }
}
