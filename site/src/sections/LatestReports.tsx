import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Report } from '@cvc/domain';
import { CardGrid } from '../components/Card';
import { PageLoading } from '../components/PageLoading';
import { ReportCard } from '../components/ReportCard';
import { ReportModal } from '../components/lazyModals';
import { Section } from '../components/Section';
import { ANCHORS, ROUTES } from '../content/links';
import { submitReportDownload } from '../data/submit';
import { readLatestReports } from '../data/pageReads';
import { useAsyncInLanguage } from '../hooks/useAsync';
import { EmptyState } from '../components/EmptyState';
import { SeeAll } from './SeeAll';

export function LatestReports() {
  const { t } = useTranslation();
  const state = useAsyncInLanguage(readLatestReports);
  const [open, setOpen] = useState<Report | null>(null);
  return (
    <Section
      id={ANCHORS.reports}
      eyebrow={t('reports.eyebrow')}
      title={t('reports.title')}
      action={<SeeAll to={ROUTES.reports} label={t('reports.all')} />}
    >
      {state.status === 'loading' ? (
        <PageLoading />
      ) : state.status === 'ready' && state.data.length > 0 ? (
        <CardGrid>
          {state.data.map((report) => (
            <ReportCard key={report.id} report={report} onOpen={setOpen} />
          ))}
        </CardGrid>
      ) : (
        <EmptyState>{t('reports.empty')}</EmptyState>
      )}
      <ReportModal report={open} onClose={() => setOpen(null)} submitDownload={submitReportDownload} />
    </Section>
  );
}
