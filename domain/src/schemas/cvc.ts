import { z } from '../zod';
import { CVC_NAME_MAX, normaliseCvcName } from '../cvc-directory';
import { requiredText } from './fields';
import { VALIDATION_MESSAGES as MSG } from './messages';

/** Bound of a CVC's sector and main stage; firestore.rules repeats it as cvcTextMax(). */
export const CVC_TEXT_MAX = 80;

const count = () =>
  z.number({ error: MSG.nonNegativeInt }).int(MSG.nonNegativeInt).min(0, MSG.nonNegativeInt);

/**
 * One entry of the CVC directory, edited by holders of the crawler key. name_key is derived from the name on
 * every save (never typed), so /api/cvc-info's one-equality lookup finds what staff wrote.
 */
export const cvcSchema = z
  .object({
    name: requiredText(CVC_NAME_MAX),
    sector: requiredText(CVC_TEXT_MAX),
    portfolio_startups: count(),
    investments: count(),
    main_stage: requiredText(CVC_TEXT_MAX),
  })
  .transform((cvc) => ({ ...cvc, name_key: normaliseCvcName(cvc.name) }));

export type CvcInput = z.input<typeof cvcSchema>;
export type CvcData = z.output<typeof cvcSchema>;
