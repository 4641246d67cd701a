import { Alert, Box, Typography } from '@mui/material';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { STATS_DOCS, can } from '@cvc/domain';
import type { DownloadStats, LeadStats, NewsletterStats, RsvpStats, StaffClaims } from '@cvc/domain';
import { useMemo } from 'react';
import { Title, useGetList, useGetOne, usePermissions, useTranslate } from 'react-admin';
import { LoadingBlock } from '../../components/LoadingBlock';
import { isRecordNotFound } from '../../providers/recordErrors';
import { FiguresCard } from './FiguresCard';
import { ScheduledSection } from './ScheduledSection';
import {
  downloadsByReport,
  leadsByStatus,
  leadsByWeek,
  signUpsByEvent,
  subscribersByWeek,
} from './dashboardFigures';
import type { UpcomingEvent } from './dashboardFigures';

/** Upcoming events are among the latest-dated ones; more than this many ahead is far beyond the calendar. */
const EVENTS_READ = 50;

function useStats(name: keyof typeof STATS_DOCS, enabled: boolean) {
  return useGetOne('stats', { id: STATS_DOCS[name] }, { enabled, retry: false });
}

/**
 * The Painel: what is scheduled to come out or leave the site, then the association's numbers from the counters
 * in `stats` (a fixed handful of reads however many leads there are), each block shown only to the holders of
 * its key. Loaded on its own, charts included.
 */
export default function DashboardPage() {
  const translate = useTranslate();
  const { permissions: claims, isPending } = usePermissions<StaffClaims | null>();
  const now = useMemo(() => new Date(), []);
  const canLeads = can(claims, 'leads');
  const canRsvp = can(claims, 'rsvp');
  const canDownloads = can(claims, 'downloads');
  const leads = useStats('leads', canLeads);
  const rsvp = useStats('rsvp', canRsvp);
  const downloads = useStats('downloads', canDownloads);
  const subscribers = useStats('newsletter', canLeads);
  const events = useGetList<UpcomingEvent>(
    'events',
    { sort: { field: 'date', order: 'DESC' }, pagination: { page: 1, perPage: EVENTS_READ } },
    { enabled: canRsvp },
  );

  if (isPending) return <LoadingBlock />;
  const loading = [
    canLeads && leads,
    canLeads && subscribers,
    canRsvp && rsvp,
    canRsvp && events,
    canDownloads && downloads,
  ].some((query) => query && query.isPending);
  // A counter document not written yet (a project before its first recount) reads as empty figures.
  const failed = [leads, subscribers, rsvp, downloads].some((q) => q.error && !isRecordNotFound(q.error));
  return (
    <ChartsLocalizationProvider localeText={ptBRLocaleText}>
      <Title title={translate('cvc.dashboard.title')} />
      <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('cvc.dashboard.title')}
        </Typography>
        {failed && <Alert severity="error">{translate('cvc.dashboard.failed')}</Alert>}
        <ScheduledSection now={now} />
        {loading ? (
          <LoadingBlock />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            {canLeads && (
              <FiguresCard
                title={translate('cvc.dashboard.leadsByWeek')}
                rowHeader={translate('cvc.dashboard.week')}
                figures={leadsByWeek(leads.data as Partial<LeadStats> | undefined, now)}
                stacked
              />
            )}
            {canLeads && (
              <FiguresCard
                title={translate('cvc.dashboard.leadsByStatus')}
                rowHeader={translate('cvc.dashboard.status')}
                figures={leadsByStatus(leads.data as Partial<LeadStats> | undefined)}
              />
            )}
            {canRsvp && (
              <FiguresCard
                title={translate('cvc.dashboard.signUps')}
                rowHeader={translate('cvc.dashboard.event')}
                figures={signUpsByEvent(rsvp.data as Partial<RsvpStats> | undefined, events.data ?? [], now)}
                horizontal
              />
            )}
            {canDownloads && (
              <FiguresCard
                title={translate('cvc.dashboard.downloads')}
                rowHeader={translate('cvc.dashboard.report')}
                figures={downloadsByReport(downloads.data as Partial<DownloadStats> | undefined, now)}
                horizontal
              />
            )}
            {canLeads && (
              <FiguresCard
                title={translate('cvc.dashboard.subscribers')}
                rowHeader={translate('cvc.dashboard.week')}
                figures={subscribersByWeek(subscribers.data as Partial<NewsletterStats> | undefined, now)}
              />
            )}
          </Box>
        )}
      </Box>
    </ChartsLocalizationProvider>
  );
}
