import { Timestamp, serverTimestamp } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import {
  AUDIENCE_UTC_OFFSET_HOURS,
  LEAD_SOURCE,
  SITE_IDENTITY_DEFAULTS,
  SITE_SETTINGS_PLACEHOLDERS,
  SUPPLIER_CATEGORIES,
} from '@cvc/domain';

// Documents shaped as the admin forms and public forms write them (SPEC §3, §5, §7), for the rules tests.

export const aDate = Timestamp.fromDate(new Date('2025-06-01T12:00:00Z'));
/** A publication time no run reaches: an item scheduled for it is staff's for the whole suite. */
export const aScheduledDate = Timestamp.fromDate(new Date('2099-06-01T12:00:00Z'));
/** An unpublish time after aDate and already past: an item with it has left the site. */
export const aWithdrawalDate = Timestamp.fromDate(new Date('2025-07-01T12:00:00Z'));
/** A time every visible item has come by: a list query's `published_at <=` bound that covers a scheduled one. */
export const beyondEverySchedule = new Date('2100-01-01T00:00:00Z');

/** 'YYYY-MM-DD' `days` from `now`'s day in the audience's calendar, the one event dates and sign-ups use. */
export function audienceDay(days: number, now = Date.now()): string {
  const hour = 3_600_000;
  return new Date(now + AUDIENCE_UTC_OFFSET_HOURS * hour + days * 24 * hour).toISOString().slice(0, 10);
}

export const news = (published: boolean): DocumentData => ({
  title: 'CVCs ampliam aportes',
  summary: 'Resumo',
  content: 'Primeiro parágrafo.\nSegundo parágrafo.',
  slug: 'cvcs-ampliam-aportes',
  image_url: null,
  source_url: 'https://example.org/noticia',
  status: published ? 'published' : 'draft',
  published_at: published ? aDate : null,
  cvcs_mentioned: ['Aurora Ventures'],
  created_at: aDate,
});

export const opinion = (published: boolean): DocumentData => ({
  title: 'O papel do CVC',
  summary: 'Resumo',
  content: 'Texto',
  slug: 'o-papel-do-cvc',
  image_url: null,
  partner_logo_url: null,
  source_url: null,
  columnist_id: 'columnist-1',
  status: published ? 'published' : 'draft',
  published_at: published ? aDate : null,
  created_at: aDate,
});

export const columnist = (): DocumentData => ({
  name: 'Ana Souza',
  bio: 'Executiva de inovação.',
  photo_url: null,
  position: 'Diretora',
  company: 'Aurora',
  linkedin_url: null,
  created_at: aDate,
});

export const report = (published: boolean): DocumentData => ({
  title: 'Panorama CVC',
  description: 'Levantamento anual',
  cover_image_url: null,
  category: 'Pesquisa',
  is_free: false,
  price: 49.9,
  checkout_url: 'https://pay.example.org/panorama',
  published_at: published ? aDate : null,
});

/** `report_files/{reportId}`: the file address, readable only by holders of `reports`. */
export const reportFile = (): DocumentData => ({ pdf_url: '/files/reports/panorama.pdf' });

export const partner = (partner_type: 'partner' | 'maintainer' | 'participant'): DocumentData => ({
  name: 'Grupo Vértice',
  logo_url: '/images/seed/logos/vertice.svg',
  website_url: null,
  display_order: 1,
  partner_type,
  is_maintainer: partner_type === 'maintainer',
});

export const supplier = (active: boolean): DocumentData => ({
  name: 'Lacerda & Brandão',
  description: 'Escritório de advocacia',
  category: SUPPLIER_CATEGORIES[0],
  services: ['Contratos', 'M&A'],
  website_url: null,
  contact_email: 'contato@example.org',
  contact_phone: null,
  logo_url: null,
  featured: false,
  status: active ? 'active' : 'inactive',
});

export const event = (enabled: boolean): DocumentData => ({
  title: 'CVC Connect',
  description: 'Encontro',
  full_description: null,
  // Ahead, so the public may still sign up for it.
  date: audienceDay(30),
  start_time: '14:00',
  end_time: '18:30',
  location: 'São Paulo, SP',
  registration_url: null,
  image_url: null,
  sponsors: null,
  sponsor_logos: [{ name: 'Aurora', logo_url: '/images/seed/logos/aurora.svg' }],
  enabled,
  // A Date, not the web SDK's Timestamp: the event suites write this through the Admin SDK too.
  published_at: aDate.toDate(),
});

export const marketSector = (): DocumentData => ({
  name: 'Fintech',
  cvcs: 12,
  maturity: 72,
  percentage: 18.5,
});

/** A CVC directory entry as the console saves it: name_key is normaliseCvcName(name). */
export const cvc = (): DocumentData => ({
  name: 'Vértice Ventures',
  name_key: 'vertice ventures',
  sector: 'Serviços Financeiros',
  portfolio_startups: 22,
  investments: 41,
  main_stage: 'Série A',
});

/** `site_settings/public`: the seed's placeholders, every address valid (the identity is its own document). */
export const siteSettings = (): DocumentData => {
  const {
    association: _a,
    leadership: _l,
    venture_lab_cases: _v,
    training_partners: _t,
    profiles: _profiles,
    ...settings
  } = structuredClone(SITE_SETTINGS_PLACEHOLDERS);
  return settings;
};

/** `site_identity/public`: today's name, address, leaders and logos. */
export const siteIdentity = (): DocumentData => structuredClone(SITE_IDENTITY_DEFAULTS);

export const adminUser = (): DocumentData => ({
  email: 'staff@cvc.local',
  name: 'Equipe',
  permissions: { news: true },
});

export const claimsSync = (): DocumentData => ({ synced_at: aDate, claims: { perms: { news: true } } });

/** A lead as stored, after the admin has worked on it. */
export const storedLead = (): DocumentData => ({
  ...publicLead(),
  status: 'contacted',
  notes: 'Ligar na segunda',
  created_at: aDate,
});

// ---------------------------------------------------------------- public creates (SPEC §7)

export const publicLead = (): DocumentData => ({
  name: 'Maria Lima',
  email: 'maria@empresa.com.br',
  company: 'Empresa',
  phone: '+55 11 99999-0000',
  source: LEAD_SOURCE.membership,
  status: 'new',
  created_at: serverTimestamp(),
});

/** Needs `reports/{reportId}` published. */
export const publicDownload = (reportId: string): DocumentData => ({
  name: 'Maria Lima',
  email: 'maria@empresa.com.br',
  company: 'Empresa',
  report_id: reportId,
  report_title: 'Panorama CVC',
  downloaded_at: serverTimestamp(),
});

/** Needs `events/{eventId}` enabled. */
export const publicRsvp = (eventId: string): DocumentData => ({
  event_id: eventId,
  name: 'Maria Lima',
  email: 'maria@empresa.com.br',
  company: 'Empresa',
  position: 'Gerente',
  phone: '+55 11 99999-0000',
  created_at: serverTimestamp(),
});

export const storedDownload = (reportId: string): DocumentData => ({
  ...publicDownload(reportId),
  downloaded_at: aDate,
});
export const storedRsvp = (eventId: string): DocumentData => ({ ...publicRsvp(eventId), created_at: aDate });

/** A newsletter edition as the console composes it: a draft, never its `send`. */
export const editionDraft = (): DocumentData => ({
  subject_pt: 'Novidades',
  subject_en: 'News',
  subject_es: 'Novedades',
  intro_pt: 'Olá',
  news_ids: ['n1'],
  event_ids: [],
  status: 'draft',
});

/** Present in every rules run: the targets of public downloads and sign-ups. */
export const SUPPORT = { publishedReport: 'support-published', enabledEvent: 'support-open' } as const;

/** A site search entry as the search triggers write it. */
export const searchEntry = (): DocumentData => ({
  kind: 'news',
  title: 'CVCs ampliam aportes',
  summary: 'Resumo',
  path: '/artigo/cvcs-ampliam-aportes',
  date: aDate,
  visible_from: aDate,
  tokens: ['cvc', 'cvcs'],
});

/** Scheduled: published, with a time no run reaches (the forms allow a time ahead when scheduling). */
export const scheduled = (item: DocumentData): DocumentData => ({ ...item, published_at: aScheduledDate });
