import { ASSOCIATION_NAME, ASSOCIATION_POSTAL_ADDRESS } from './constants';
import { STAFF_LIST_TEXT_MAX, WEB_URL_MAX, WEB_URL_PATTERN } from './field-limits';

// Who the association is on the public site and in mail: its name and postal address (every mail's footer),
// its president and vice-president, the Venture Lab cases and the training partners. Admins edit them in the
// console (Associação e liderança); without zod, so the site and the functions read them cheaply. Role labels
// are interface text.

/** The single document of `site_identity` the site and the mail read. */
export const SITE_IDENTITY_DOC_ID = 'public';

/** Bound of the association's name, its postal address and a leader's name; firestore.rules repeat it. */
export const IDENTITY_TEXT_MAX = 300;
/**
 * Logos per list (Venture Lab cases, training partners); firestore.rules repeat it. Both lists full must stay
 * within the 1,000 expressions a rules request evaluates: ten logos in one document is what an event holds.
 */
export const SITE_LOGOS_MAX = 5;
/** The association's profiles elsewhere (LinkedIn, Instagram, YouTube…) the home names as its sameAs; firestore.rules repeat it. */
export const PROFILE_URLS_MAX = 5;

export type Leader = { name: string; photo_url: string };
export type SiteLogo = { name: string; logo_url: string };
/** One of the association's profiles on another site, a row of the console's list. */
export type ProfileLink = { url: string };
export interface SiteIdentity {
  association: { name: string; postal_address: string };
  leadership: { president: Leader; vice_president: Leader };
  venture_lab_cases: SiteLogo[];
  training_partners: SiteLogo[];
  profiles: ProfileLink[];
}

/** Today's values: the seed writes them, and a page or a mail uses each one whose stored value is unusable. */
export const SITE_IDENTITY_DEFAULTS: SiteIdentity = {
  association: { name: ASSOCIATION_NAME, postal_address: ASSOCIATION_POSTAL_ADDRESS },
  leadership: {
    president: { name: 'Helena Duarte Vasconcelos', photo_url: '/images/site/leader-president.svg' },
    vice_president: { name: 'Rafael Moreira Lins', photo_url: '/images/site/leader-vice-president.svg' },
  },
  venture_lab_cases: [
    { name: 'Aurora Energia', logo_url: '/images/seed/logo-aurora-energia.svg' },
    { name: 'Mantiqueira Saúde', logo_url: '/images/seed/logo-mantiqueira-saude.svg' },
    { name: 'Banco Meridional', logo_url: '/images/seed/logo-banco-meridional.svg' },
    { name: 'Serra Azul Alimentos', logo_url: '/images/seed/logo-serra-azul-alimentos.svg' },
  ],
  training_partners: [
    { name: 'Escola Paulista de Negócios', logo_url: '/images/seed/logo-escola-paulista-de-negocios.svg' },
    {
      name: 'Instituto Paulista de Inovação',
      logo_url: '/images/seed/logo-instituto-paulista-de-inovacao.svg',
    },
    {
      name: 'Rede Sudeste de Parques Tecnológicos',
      logo_url: '/images/seed/logo-rede-sudeste-de-parques-tecnologicos.svg',
    },
    { name: 'Órbita Aceleradora', logo_url: '/images/seed/logo-orbita-aceleradora.svg' },
  ],
  // None until an admin names them: a page never claims a profile the association does not have.
  profiles: [],
};

const WEB_URL = new RegExp(`^${WEB_URL_PATTERN}$`);
const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max;
const isUrl = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= WEB_URL_MAX && WEB_URL.test(v);
const field = (v: unknown, key: string): unknown =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined;

function readLeader(v: unknown): Leader | null {
  const name = field(v, 'name');
  const photo = field(v, 'photo_url');
  return isText(name, IDENTITY_TEXT_MAX) && isUrl(photo) ? { name, photo_url: photo } : null;
}

function readLogos(v: unknown): SiteLogo[] | null {
  if (!Array.isArray(v) || v.length > SITE_LOGOS_MAX) return null;
  const logos = v.map((logo) => ({ name: field(logo, 'name'), logo_url: field(logo, 'logo_url') }));
  return logos.every((logo) => isText(logo.name, STAFF_LIST_TEXT_MAX) && isUrl(logo.logo_url))
    ? (logos as SiteLogo[])
    : null;
}

function readProfiles(v: unknown): ProfileLink[] | null {
  if (!Array.isArray(v) || v.length > PROFILE_URLS_MAX) return null;
  const profiles = v.map((profile) => ({ url: field(profile, 'url') }));
  return profiles.every((profile) => isUrl(profile.url)) ? (profiles as ProfileLink[]) : null;
}

/**
 * The stored identity, each part on its own: a part missing or malformed (a document saved before it existed,
 * a hand edit) is today's value, so one bad logo never blanks the leadership or the mail's address.
 */
export function readSiteIdentity(doc: unknown): SiteIdentity {
  const D = SITE_IDENTITY_DEFAULTS;
  const association = field(doc, 'association');
  const name = field(association, 'name');
  const address = field(association, 'postal_address');
  const leadership = field(doc, 'leadership');
  return {
    association: {
      name: isText(name, IDENTITY_TEXT_MAX) ? name : D.association.name,
      postal_address: isText(address, IDENTITY_TEXT_MAX) ? address : D.association.postal_address,
    },
    leadership: {
      president: readLeader(field(leadership, 'president')) ?? D.leadership.president,
      vice_president: readLeader(field(leadership, 'vice_president')) ?? D.leadership.vice_president,
    },
    venture_lab_cases: readLogos(field(doc, 'venture_lab_cases')) ?? D.venture_lab_cases,
    training_partners: readLogos(field(doc, 'training_partners')) ?? D.training_partners,
    profiles: readProfiles(field(doc, 'profiles')) ?? D.profiles,
  };
}
