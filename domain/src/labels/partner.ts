// 'partner' is a supporter logo, 'maintainer' a sponsoring member, 'participant' a logo of the hero strip.
export const PARTNER_TYPES = ['partner', 'maintainer', 'participant'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const PARTNER_TYPE_LABELS: Record<PartnerType, string> = {
  partner: 'Parceiro',
  maintainer: 'Mantenedor',
  participant: 'Participante',
};
