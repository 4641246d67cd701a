// Admins may move a lead between any two statuses; the order is the one of the status dropdown.
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Novo',
  contacted: 'Contatado',
  qualified: 'Qualificado',
  converted: 'Convertido',
  lost: 'Perdido',
};

export type BadgeColor = 'blue' | 'yellow' | 'green' | 'purple' | 'red' | 'gray';

export const LEAD_STATUS_COLORS: Record<LeadStatus, BadgeColor> = {
  new: 'blue',
  contacted: 'yellow',
  qualified: 'green',
  converted: 'purple',
  lost: 'red',
};

// Stored values, mixed language for historical reasons; the rules accept exactly these.
export const LEAD_SOURCE = {
  membership: 'Associação',
  trustedAdvisor: 'trusted_advisor',
  executiveTraining: 'executive_training',
  courseCampaign: 'Curso - Campanha',
  ventureLab: 'venturelab',
} as const;

export const LEAD_SOURCES = [
  LEAD_SOURCE.membership,
  LEAD_SOURCE.trustedAdvisor,
  LEAD_SOURCE.executiveTraining,
  LEAD_SOURCE.courseCampaign,
  LEAD_SOURCE.ventureLab,
] as const;

export type LeadSource = (typeof LEAD_SOURCES)[number];

// How the console names each stored source; the stored values above never change.
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  [LEAD_SOURCE.membership]: 'Associação',
  [LEAD_SOURCE.trustedAdvisor]: 'Trusted Advisor',
  [LEAD_SOURCE.executiveTraining]: 'Formação Executiva',
  [LEAD_SOURCE.courseCampaign]: 'Curso - Campanha',
  [LEAD_SOURCE.ventureLab]: 'Venture Lab',
};

/** The label of a stored source; a value outside LEAD_SOURCES (an old or hand-made lead) shows as stored. */
export function leadSourceLabel(source: string): string {
  return (LEAD_SOURCE_LABELS as Record<string, string>)[source] ?? source;
}
