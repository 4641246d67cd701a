import { z } from '../zod';
import { PARTNER_TYPES } from '../labels/partner';
import { VALIDATION_MESSAGES as MSG } from './messages';
import { optionalUrl, requiredText, requiredUrl } from './fields';

/**
 * Partners, maintainers and participants share one collection. `is_maintainer` duplicates the type because the
 * public maintainer query filters on it (SPEC §7); deriving it here keeps the two from disagreeing.
 */
export const partnerSchema = z
  .object({
    name: requiredText(),
    logo_url: requiredUrl(MSG.logoUrlRequired),
    website_url: optionalUrl(),
    display_order: z
      .number({ error: MSG.displayOrder })
      .int(MSG.displayOrder)
      .min(0, MSG.displayOrder)
      .nullish()
      .transform((v) => v ?? 0),
    partner_type: z.enum(PARTNER_TYPES).default('partner'),
  })
  .transform((partner) => ({ ...partner, is_maintainer: partner.partner_type === 'maintainer' }));

export type PartnerInput = z.input<typeof partnerSchema>;
export type PartnerData = z.output<typeof partnerSchema>;
export type Partner = PartnerData & { id: string };
