import { fetchMaintainerLogos } from '../../data/maintainerLogos';
import {
  readEnabledEvents,
  readLatestNews,
  readLatestReports,
  readOpinionHighlights,
} from '../../data/pageReads';
import { fetchParticipantLogos } from '../../data/participantLogos';
import { fetchSupporterLogos } from '../../data/supporterLogos';
import type { PageLocation } from '../../app/pageRoute';
import { readOf } from '../../hooks/readStore';
import type { SITE_READS } from '../../site-context/SiteSettings';

/**
 * The home's reads (route.ts), each section naming those it renders by these keys (HomePage.tsx); staff-written
 * ones in the page's language.
 */
export const homeReads = ({ language }: Pick<PageLocation, 'language'>) => ({
  participants: readOf(fetchParticipantLogos, undefined),
  latestNews: readOf(readLatestNews, language),
  opinions: readOf(readOpinionHighlights, language),
  latestReports: readOf(readLatestReports, language),
  events: readOf(readEnabledEvents, language),
  supporters: readOf(fetchSupporterLogos, undefined),
  maintainers: readOf(fetchMaintainerLogos, undefined),
});

/** The name of one of the home page's reads, its own or every page's (SITE_READS). */
export type HomeRead = keyof ReturnType<typeof homeReads> | keyof typeof SITE_READS;
