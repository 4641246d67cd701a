/**
 * Seed documents use the entity types of @cvc/domain (SPEC §3, snake_case), so the seed cannot drift from
 * what the site, admin and rules expect. `id` is the stable Firestore document id (not written into the
 * document); dates are JS Dates, turned into Timestamps by the loader.
 */
import type {
  Columnist,
  CvcEvent,
  EventRsvp,
  Lead,
  MarketSector,
  News,
  Opinion,
  Partner,
  Report,
  ReportDownload,
  ReportFile,
  RsvpStatus,
  Supplier,
} from '@cvc/domain';

export type SeedNews = News;
export type SeedOpinion = Omit<Opinion, 'columnist'>;
export type SeedColumnist = Columnist;
export type SeedReport = Report;
/** `id` is the report's id: the file document shares it. */
export type SeedReportFile = ReportFile & { id: string };
/** Every event carries its publication time (the site's lists ask for one); the seed's were out long ago. */
export type SeedEvent = CvcEvent & { published_at: Date };
/** Seeded sign-ups carry the status the confirmEventRsvp trigger would give them. */
export type SeedEventRsvp = EventRsvp & { status: RsvpStatus };
export type SeedSupplier = Supplier;
export type SeedPartner = Partner;
export type SeedMarketSector = MarketSector;
/** Seeded leads carry the search tokens the receiveLead trigger would write. */
export type SeedLead = Lead & { search_tokens?: string[] };
export type SeedReportDownload = ReportDownload;

/** Authoring shape of a news item or opinion: the builder turns it into a document relative to `now`. */
export interface ArticleInput {
  id: string;
  title: string;
  summary: string;
  paragraphs: string[];
  /** Written in Markdown (the console's format since rich bodies): paragraphs are then blocks of Markdown. */
  markdown?: boolean;
  /** Published this many days before `now`; for drafts, created this many days before `now`. */
  age_days: number;
  draft?: boolean;
  /** false: no image, to exercise the site's fallback. */
  has_image?: boolean;
  source_url: string | null;
}
