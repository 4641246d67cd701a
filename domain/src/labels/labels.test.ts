import { describe, expect, it } from 'vitest';
import {
  LEAD_SOURCE,
  LEAD_SOURCES,
  LEAD_SOURCE_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_COLORS,
  LEAD_STATUS_LABELS,
  PARTNER_TYPES,
  PUBLICATION_STATUSES,
  PUBLICATION_STATUS_LABELS,
  SUPPLIER_CATEGORIES,
  SUPPLIER_STATUSES,
  SUPPLIER_STATUS_LABELS,
  eventEnabledLabel,
  leadSourceLabel,
} from '.';

describe('lead statuses', () => {
  it('keeps the dropdown order, labels and badge colours', () => {
    expect(LEAD_STATUSES).toEqual(['new', 'contacted', 'qualified', 'converted', 'lost']);
    expect(LEAD_STATUSES.map((s) => LEAD_STATUS_LABELS[s])).toEqual([
      'Novo',
      'Contatado',
      'Qualificado',
      'Convertido',
      'Perdido',
    ]);
    expect(LEAD_STATUSES.map((s) => LEAD_STATUS_COLORS[s])).toEqual([
      'blue',
      'yellow',
      'green',
      'purple',
      'red',
    ]);
  });
});

describe('lead sources', () => {
  it('keeps the stored values', () => {
    expect(LEAD_SOURCE).toEqual({
      membership: 'Associação',
      trustedAdvisor: 'trusted_advisor',
      executiveTraining: 'executive_training',
      courseCampaign: 'Curso - Campanha',
      ventureLab: 'venturelab',
    });
    expect([...LEAD_SOURCES].sort()).toEqual(Object.values(LEAD_SOURCE).sort());
  });

  it('names every stored source in Portuguese for the console, never by its raw key', () => {
    expect(LEAD_SOURCES.map((source) => LEAD_SOURCE_LABELS[source])).toEqual([
      'Associação',
      'Trusted Advisor',
      'Formação Executiva',
      'Curso - Campanha',
      'Venture Lab',
    ]);
    expect(leadSourceLabel('executive_training')).toBe('Formação Executiva');
    expect(leadSourceLabel('fonte antiga')).toBe('fonte antiga');
  });
});

describe('publication and event labels', () => {
  it('labels draft and published', () => {
    expect(PUBLICATION_STATUSES).toEqual(['draft', 'published']);
    expect(PUBLICATION_STATUS_LABELS).toEqual({ draft: 'Rascunho', published: 'Publicado' });
  });

  it('labels enabled and disabled events', () => {
    expect(eventEnabledLabel(true)).toBe('Habilitado');
    expect(eventEnabledLabel(false)).toBe('Desabilitado');
  });
});

describe('suppliers', () => {
  it('keeps the seven categories in their fixed order', () => {
    expect(SUPPLIER_CATEGORIES).toEqual([
      'Escritórios de Advocacia',
      'Fundos de VC/Gestão de CVC',
      'Consultorias de CVC',
      'Aceleradoras de Startups',
      'Plataformas de Deal Flow',
      'Agências de Publicidade',
      'Assessoria de Imprensa',
    ]);
  });

  it('labels the statuses', () => {
    expect(SUPPLIER_STATUSES).toEqual(['active', 'inactive']);
    expect(SUPPLIER_STATUS_LABELS).toEqual({ active: 'Ativo', inactive: 'Inativo' });
  });
});

it('has the three partner types', () => {
  expect(PARTNER_TYPES).toEqual(['partner', 'maintainer', 'participant']);
});
