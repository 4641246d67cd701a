import { publishAtProblem, unpublishAtProblem } from '@cvc/domain';
import type { Parser } from '../../components/zodValidator';
import { recordDate } from '../../providers/recordDate';

type Issues = { path: readonly PropertyKey[]; message: string }[];

/**
 * A schema with the schedule's checks, which need the clock: a "Publicar em" already past is refused beside
 * its field, unless it is the time the item was saved with (the edit form holds its stored published_at); a
 * "Retirar do site em" not after the publication (the typed time, or now) beside its own. Record-level, like
 * the schema's messages, because react-admin does not run an input's validate beside a form's.
 */
export function withScheduleChecks(schema: Parser, now: () => Date = () => new Date()): Parser {
  return {
    safeParse(value: unknown) {
      const result = schema.safeParse(value);
      const values = (value ?? {}) as {
        publish_at?: unknown;
        published_at?: unknown;
        unpublish_at?: unknown;
      };
      const text = (field: unknown) => (typeof field === 'string' ? field : '');
      const saved = recordDate(values.published_at);
      const at = now();
      const problems = {
        publish_at: publishAtProblem(text(values.publish_at), saved, at),
        unpublish_at: unpublishAtProblem(text(values.unpublish_at), text(values.publish_at), at),
      };
      const ownIssues: Issues = Object.entries(problems).flatMap(([field, message]) =>
        message ? [{ path: [field], message }] : [],
      );
      if (ownIssues.length === 0) return result;
      const own = new Set(ownIssues.map((issue) => issue.path[0]));
      const schemaIssues = result.success
        ? []
        : result.error.issues.filter((issue) => !own.has(issue.path[0]));
      return { success: false, error: { issues: [...ownIssues, ...schemaIssues] } };
    },
  };
}
