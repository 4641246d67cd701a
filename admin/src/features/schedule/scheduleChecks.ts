import { publishAtProblem } from '@cvc/domain';
import type { Parser } from '../../components/zodValidator';

type Issues = { path: readonly PropertyKey[]; message: string }[];

/**
 * A schema with the schedule's check, which needs the clock: a "Publicar em" already past is refused beside
 * its field, unless it is the time the item was saved with (the edit form holds its stored published_at).
 * Record-level, like the schema's messages, because react-admin does not run an input's validate beside a form's.
 */
export function withScheduleChecks(schema: Parser, now: () => Date = () => new Date()): Parser {
  return {
    safeParse(value: unknown) {
      const result = schema.safeParse(value);
      const values = (value ?? {}) as { publish_at?: unknown; published_at?: unknown };
      const typed = typeof values.publish_at === 'string' ? values.publish_at : '';
      const saved = values.published_at instanceof Date ? values.published_at : null;
      const problem = publishAtProblem(typed, saved, now());
      const ownIssues: Issues = problem ? [{ path: ['publish_at'], message: problem }] : [];
      if (ownIssues.length === 0) return result;
      const schemaIssues = result.success
        ? []
        : result.error.issues.filter((issue) => issue.path[0] !== 'publish_at');
      return { success: false, error: { issues: [...ownIssues, ...schemaIssues] } };
    },
  };
}
