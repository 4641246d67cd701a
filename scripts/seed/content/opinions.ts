import { logoPath } from './assets';
import { buildColumnists } from './columnists';
import { buildArticleBase } from './news';
import { OPINIONS_A } from './opinions-a';
import { OPINIONS_B } from './opinions-b';
import type { SeedOpinion } from './types';

export function buildOpinions(now: Date): SeedOpinion[] {
  const columnists = new Map(buildColumnists(now).map((c) => [c.id, c]));
  return [...OPINIONS_A, ...OPINIONS_B].map((input) => {
    const columnist = columnists.get(input.columnist_id);
    if (!columnist) throw new Error(`${input.id}: unknown columnist ${input.columnist_id}`);
    return {
      id: input.id,
      ...buildArticleBase(input, now),
      // The columnist's company logo shown beside the article, on some opinions only.
      partner_logo_url: input.with_partner_logo && columnist.company ? logoPath(columnist.company) : null,
      columnist_id: input.columnist_id,
    };
  });
}
